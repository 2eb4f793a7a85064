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
