// LayoutShot re-exports Render and Typesetting (and through them Geometry), so `import LayoutShot`
// alone gives a layout program its colours and geometry (`Color`, `Point`, `Size`, `Rect`,
// `EdgeInsets`), a solved layout's `Scene` and `SVGWriter`, and the text types a label is
// configured with (`FontDescriptor`, `FontRegistry` to register an app's own fonts,
// `TextAlignment`, `LineBreakMode`).
//
// Geometry, Render and Typesetting own these types because the typesetter, the scene and the
// rasterizer, which know nothing of views, work in them; a re-export (rather than a typealias per
// type) keeps one name per type in user code, error messages and documentation, and stays complete
// as the modules grow.

@_exported import Render
@_exported import Typesetting
