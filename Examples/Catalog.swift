import LayoutShot

/// The example layouts, in the order the command line lists and renders them.
///
/// Each example ports a layout from one of the articles LayoutShot started from, with the same
/// view names, and is commented as a lesson.
public enum Catalog {
  public static let layouts: [any LayoutProgram] = [
    AlternatingGrid(),
    ComplexWidth(),
    FillView(),
    Grapevine(),
    PoweredAnchors(),
    ProfileCard(),
    TypeScale(),
  ]
}
