// Loaded first, as a classic external script: records every CSP violation of this page from the start.
/* global window, document */
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.cspViolations.push({
    directive: e.effectiveDirective,
    blocked: e.blockedURI,
    sample: e.sample,
    source: `${e.sourceFile}:${e.lineNumber}`,
  });
});
// And every console.error, to count what the table says when it cannot load.
window.consoleErrors = [];
const error = console.error.bind(console);
console.error = (...args) => {
  window.consoleErrors.push(args.map(String).join(' '));
  error(...args);
};
