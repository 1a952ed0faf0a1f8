// Typesetting re-exports Geometry: glyph outlines leave it as `Path`s of `Point`s, the types a
// scene and the rasterizer use, so `import Typesetting` alone gives the types its results are
// made of.

@_exported import Geometry
