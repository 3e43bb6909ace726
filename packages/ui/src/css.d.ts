// The kit's components import their own CSS for its side effect (the bundler puts it on the page;
// tsup copies it beside the component). TypeScript 6 checks side-effect imports: a stylesheet is
// one, with nothing to type.
declare module '*.css';
