// LayoutShot re-exports Render and Typesetting, so `import LayoutShot` alone gives a layout program
// its colours and geometry (`Color`, `Point`, `Size`, `Rect`), a solved layout's `Scene` and
// `SVGWriter`, and the text types a label is configured with (`FontDescriptor`, `FontRegistry` to
// register an app's own fonts, `TextAlignment`, `LineBreakMode`).
//
// Render and Typesetting own these types because the scene and the typesetter, which know nothing
// of views, work in them; a re-export (rather than a typealias per type) keeps one name per type in
// user code, error messages and documentation, and stays complete as the modules grow.

@_exported import Render
@_exported import Typesetting
