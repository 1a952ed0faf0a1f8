import Raster

/// The radius of each corner of a rounded rectangle (`CACornerMask` with one radius per corner):
/// the rasterizer's own type, so a scene's corners reach the pixels unchanged.
///
/// ```swift
/// let sheet = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0)
/// let pill = CornerRadii(all: 20)
/// ```
public typealias CornerRadii = Raster.CornerRadii
