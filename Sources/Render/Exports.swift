// Render re-exports Geometry: a scene is made of its `Point`s, `Rect`s, `RoundedRect`s, `Path`s
// and `FillRule`s, so `import Render` (and `import LayoutShot`, which re-exports Render) gives
// them under the one name each has in every module.

@_exported import Geometry
