// The parts of a language's words the build splits off (build/catalogueParts.ts).
declare module '*.json?rest' {
  const words: import('@kwartier/ui').Catalogue;
  export default words;
}
declare module '*.json?fallback' {
  const words: import('@kwartier/ui').Catalogue;
  export default words;
}
