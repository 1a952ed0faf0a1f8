import Foundation
import LayoutShot

// UIKit's attributes of Foundation's `AttributeContainer` and `AttributedString`: `font` and
// `foregroundColor`, so that code written for UIKit sets them as it does there
// (`container.font = .boldSystemFont(ofSize: 15)` in a button's title transformer).

extension AttributeScopes {
  /// The attributes UIKit adds (`AttributeScopes.UIKitAttributes`), with Foundation's.
  public struct UIKitAttributes: AttributeScope {
    /// The font of the text.
    public let font: FontAttribute
    /// The colour of the text.
    public let foregroundColor: ForegroundColorAttribute
    /// Foundation's own attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// A font (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }

    /// A text colour (`NSAttributedString.Key.foregroundColor`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
  }

  /// UIKit's attribute scope.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name: `container.font`, `container.foregroundColor`.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>)
    -> T
  {
    self[T.self]
  }
}
