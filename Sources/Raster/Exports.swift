// Raster re-exports Geometry: a canvas fills a `Path` by a `FillRule` under a `Transform`, so
// `import Raster` alone gives the types its drawing calls take, under the one name each has in
// every module.

@_exported import Geometry
