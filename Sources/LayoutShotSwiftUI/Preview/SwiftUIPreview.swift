import Foundation
import LayoutShot

/// A `#Preview` or one view of a `PreviewProvider`, as a layout named after its file and title
/// (`ProfileCard/Dark`, `ProfileCard/1` for the first untitled one), laid out as its traits say.
///
/// The `LayoutShotPreviews` build plugin lists a target's previews, so no preview is registered by
/// hand: a target `App` that uses it has `AppPreviews.all`, which the command line draws and the
/// snapshot tests compare.
///
/// ```swift
/// // Sources/App/ProfileCard.swift
/// #Preview("Dark") { ProfileCard().environment(\.colorScheme, .dark) }
/// #Preview(traits: .sizeThatFitsLayout) { ProfileCard() }
///
/// // Sources/layouts/main.swift
/// LayoutShotCLI.main(layouts: AppPreviews.all)   // ProfileCard/Dark, ProfileCard/1
///
/// // Tests/AppTests/PreviewSnapshotTests.swift
/// @Test @MainActor func previews() { assertLayoutSnapshot(of: .previews(in: AppPreviews.all)) }
/// ```
///
/// The traits, and a provider's view modifiers, choose the host (Documentation/SwiftUILayout.md#previews):
/// - `.defaultLayout`, `.previewLayout(.device)`: the device's screen, as a hosting controller's root view;
/// - `.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`: proposed the screen's size, the picture
///   as large as the view chooses;
/// - `.fixedLayout(width:height:)`, `.previewLayout(.fixed(width:height:))`: centred in a host that size;
/// - `.portrait`, `.landscapeLeft`, `.landscapeRight`, `.previewInterfaceOrientation(_:)`: the
///   device turned so, whatever orientation is asked for (``fixedOrientation``).
public struct SwiftUIPreview: LayoutProgram, MainActorLayoutProgram {
  /// The layout's name: `<file>/<title>`, or `<file>/<number>` for an untitled preview.
  public let name: String
  /// The preview's file, without folder or extension: `ProfileCard`.
  public let file: String
  /// The preview's title (`#Preview("Dark")`, `.previewDisplayName("Dark")`), if any.
  public let title: String?
  /// How the preview is laid out.
  public let layout: PreviewLayout
  /// The orientation the preview asks for, if any.
  public let orientation: InterfaceOrientation?
  /// The names the preview's body uses that its file keeps to itself; the preview cannot be made
  /// when there are any.
  private let hiddenNames: [String]
  private let make: @MainActor @Sendable () -> AnyView

  /// The layout of a `#Preview` of `file` titled `title`, with `traits`, whose view `body` makes.
  ///
  /// The list the `LayoutShotPreviews` plugin writes calls this with what each `#Preview` says;
  /// there is no need to.
  public init(
    file: String, title: String?, traits: [PreviewTrait<Preview.ViewTraits>],
    @ViewBuilder body: @escaping @MainActor @Sendable () -> any View
  ) {
    var layout = PreviewLayout.device
    var orientation: InterfaceOrientation?
    for trait in traits {
      switch trait.kind {
      case .defaultLayout: layout = .device
      case .sizeThatFitsLayout: layout = .sizeThatFits
      case .fixedLayout(let width, let height): layout = .fixed(width: width, height: height)
      case .orientation(let chosen): orientation = chosen
      }
    }
    self.init(
      file: file, title: title, layout: layout, orientation: orientation, make: { AnyView(erasing: body()) })
  }

  /// The layout of a `#Preview` of `file` titled `title` whose body uses `hiddenNames`, names its
  /// file declares `private` or `fileprivate`: it is listed, and laying it out fails with
  /// ``SwiftUIPreviewError/usesHiddenNames(preview:names:)``.
  ///
  /// The list the `LayoutShotPreviews` plugin writes calls this for such a preview, which it cannot
  /// copy; there is no need to.
  public init(file: String, title: String?, usingHidden hiddenNames: [String]) {
    self.init(
      file: file, title: title, layout: .device, orientation: nil, hiddenNames: hiddenNames,
      make: { AnyView(EmptyView()) })
  }

  private init(
    file: String, title: String?, layout: PreviewLayout, orientation: InterfaceOrientation?,
    name: String? = nil, hiddenNames: [String] = [], make: @escaping @MainActor @Sendable () -> AnyView
  ) {
    self.name = name ?? file + "/" + (title ?? "1")
    self.file = file
    self.title = title
    self.layout = layout
    self.orientation = orientation
    self.hiddenNames = hiddenNames
    self.make = make
  }

  /// The layouts of a `PreviewProvider`'s `previews` from `file`: one for each view of its
  /// `Group`, `ForEach` or list of views, titled by its `.previewDisplayName(_:)` and laid out as
  /// its `.previewLayout(_:)` and `.previewInterfaceOrientation(_:)` say (``PreviewPart``).
  ///
  /// The list the `LayoutShotPreviews` plugin writes calls this; there is no need to.
  @MainActor
  public static func previews<Provider: PreviewProvider>(of provider: Provider.Type, file: String)
    -> [SwiftUIPreview]
  {
    PreviewPart.parts(of: Provider.previews).enumerated().map { index, part in
      // `previews` is made again for each layout, as Xcode makes it again for each canvas.
      SwiftUIPreview(
        file: file, title: part.displayName, layout: part.layout, orientation: part.orientation,
        make: {
          let parts = PreviewPart.parts(of: Provider.previews)
          return parts.indices.contains(index) ? AnyView(erasing: parts[index].view) : AnyView(EmptyView())
        })
    }
  }

  /// `previews` named for the command line and the snapshot files: the untitled previews of each
  /// file numbered in order (`ProfileCard/1`, `ProfileCard/2`), and a title used again in a file
  /// followed by its count (`ProfileCard/Dark`, `ProfileCard/Dark 2`), so that no two share a name.
  public static func named(_ previews: [SwiftUIPreview]) -> [SwiftUIPreview] {
    var untitled: [String: Int] = [:]
    var used: [String: Int] = [:]
    return previews.map { preview in
      var base = preview.file + "/"
      if let title = preview.title {
        base += title
      } else {
        untitled[preview.file, default: 0] += 1
        base += String(untitled[preview.file, default: 1])
      }
      used[base, default: 0] += 1
      let count = used[base, default: 1]
      return SwiftUIPreview(
        file: preview.file, title: preview.title, layout: preview.layout, orientation: preview.orientation,
        name: count == 1 ? base : "\(base) \(count)", hiddenNames: preview.hiddenNames, make: preview.make)
    }
  }

  /// The picture: the screen, a fitted component or a fixed size, as the layout says.
  public var extent: LayoutExtent { program.extent }

  /// Portrait or landscape when the preview asks for an orientation.
  public var fixedOrientation: Orientation? {
    switch orientation {
    case .landscapeLeft?, .landscapeRight?: .landscape
    case .portrait?, .portraitUpsideDown?: .portrait
    default: nil
    }
  }

  /// Lays the preview's view out, on the main actor; throws ``SwiftUIPreviewError`` for a trait
  /// that cannot be honoured and ``SwiftUILayoutError`` for a view that cannot be laid out.
  public func body(root: LayoutShot.View, screen: Screen) throws -> LayoutBody {
    guard let problem else { return try program.body(root: root, screen: screen) }
    throw problem
  }

  /// The SwiftUI layout that hosts the view as the preview's layout says.
  private var program: SwiftUILayout {
    switch layout {
    case .device: SwiftUILayout.hosted(name, in: .screen, make)
    case .sizeThatFits: SwiftUILayout.hosted(name, in: .fitted, make)
    case .fixed(let width, let height):
      SwiftUILayout.hosted(name, in: .sized(CGSize(width: width, height: height)), make)
    }
  }

  /// Why the preview cannot be laid out as it asks, if it cannot.
  private var problem: SwiftUIPreviewError? {
    if !hiddenNames.isEmpty { return .usesHiddenNames(preview: name, names: hiddenNames) }
    if case .fixed(let width, let height) = layout,
      !(width.isFinite && height.isFinite && width > 0 && height > 0)
    {
      return .invalidFixedLayout(preview: name, width: width, height: height)
    }
    if orientation == .portraitUpsideDown {
      return .unsupportedOrientation(preview: name, orientation: "portraitUpsideDown")
    }
    return nil
  }
}
