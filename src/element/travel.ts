/** A laid tile travels from the seat that played it to its place on the board (not under reduced motion). */

/**
 * Animates the board's last tile from the centre of the chip of `seat` (the person's own chip sits by their hand) to
 * where it lies, in the board's own units, with the Web Animations API; nothing moves under prefers-reduced-motion
 * or in a hidden page. Returns the animation, so the caller can cancel it: an animation that never gets to run (a
 * page in the background has no frames) would otherwise hold its tile, and every tile after it, for good.
 */
export function travel(root: ParentNode, seat: number): Animation | null {
  const tile = root.querySelector<SVGGElement>('.board .tile--last');
  const ctm = tile?.ownerSVGElement?.getScreenCTM();
  const from = root.querySelector(`.seat[data-seat="${seat}"]`);
  if (!tile || !ctm || !from || document.hidden || matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
  const r = from.getBoundingClientRect();
  const at = new DOMPoint(r.x + r.width / 2, r.y + r.height / 2).matrixTransform(ctm.inverse());
  const to = tile.style.transform;
  return tile.animate(
    [
      { transform: to.replace(/translate\([^)]*\)/, `translate(${at.x}px,${at.y}px)`), opacity: 0.5 },
      { transform: to },
    ],
    { duration: 450, easing: 'cubic-bezier(.2,.7,.3,1)' },
  );
}
