// LayoutShot re-exports Render, so `import LayoutShot` alone gives a layout program its colours and
// geometry (`Color`, `Point`, `Size`, `Rect`) and a solved layout's `Scene` and `SVGWriter`.
//
// Render owns these types because the scene, which knows nothing of views, is drawn in them; a
// re-export (rather than a typealias per type) keeps one name per type in user code, error
// messages and documentation, and stays complete as Render grows.

@_exported import Render
