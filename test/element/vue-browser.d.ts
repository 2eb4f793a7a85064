// Vue's browser build (with the template compiler) has the types of the package's main entry.
declare module 'vue/dist/vue.esm-browser.prod.js' {
  export * from 'vue';
}
