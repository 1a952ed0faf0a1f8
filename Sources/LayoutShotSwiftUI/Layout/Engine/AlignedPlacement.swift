import Foundation

extension LayoutNode {
  /// The frame of `child`, `childSize` large, aligned in a container of `size` by `alignment`:
  /// the child's guide on the container's (Documentation/SwiftUILayout.md#alignment).
  static func aligned(_ child: LayoutNode, size childSize: CGSize, in size: CGSize, by alignment: Alignment)
    -> CGRect
  {
    let container = ViewDimensions(size: size)
    let dimensions = child.dimensions(childSize)
    return CGRect(
      x: container[alignment.horizontal] - dimensions[alignment.horizontal],
      y: container[alignment.vertical] - dimensions[alignment.vertical], width: childSize.width,
      height: childSize.height)
  }
}
