/**
 * The table's sounds (the `sound` attribute), made with the Web Audio API: no audio files. A chunk of its own
 * (dist/chunks/sound.js), fetched only by a table with `sound` on; the audio context is made at the first sound.
 */
export { BUILD as build } from '../build-id.js';

export type Sound = 'lay' | 'draw' | 'pass' | 'end';

let audio: AudioContext | null = null;

/** A short tone: `freq` Hz, from `at` s for `length` s, with a quick attack and an exponential fall. */
function tone(ctx: AudioContext, freq: number, at: number, length: number, volume: number, type: OscillatorType): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = freq;
  const start = ctx.currentTime + at;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

/**
 * Plays one sound: a tile laid is a short click, a draw a soft double tap, a pass two knocks on the table, a round's
 * end a two-note chime. Where audio is not allowed (no context, or not started by the reader yet), nothing plays.
 */
export function play(sound: Sound): void {
  const Ctx = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Ctx) return;
  audio ??= new Ctx();
  const ctx = audio;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  if (sound === 'lay') tone(ctx, 1800, 0, 0.05, 0.25, 'triangle');
  else if (sound === 'draw') {
    tone(ctx, 900, 0, 0.04, 0.12, 'triangle');
    tone(ctx, 1100, 0.07, 0.04, 0.12, 'triangle');
  } else if (sound === 'pass') {
    tone(ctx, 160, 0, 0.09, 0.5, 'sine');
    tone(ctx, 160, 0.16, 0.09, 0.5, 'sine');
  } else {
    tone(ctx, 660, 0, 0.35, 0.18, 'sine');
    tone(ctx, 880, 0.15, 0.45, 0.18, 'sine');
  }
}
