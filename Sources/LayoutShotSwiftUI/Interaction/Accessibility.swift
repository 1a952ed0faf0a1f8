// What VoiceOver reads. LayoutShot draws views and does not model the accessibility tree, so these
// are kept and change nothing drawn; `accessibilityIdentifier` is the one that names views in frame
// dumps.

extension View {
  /// What VoiceOver reads for the view.
  ///
  /// ```swift
  /// Image(systemName: "heart.fill").accessibilityLabel("Favourite")
  /// ```
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// What VoiceOver reads for the view.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
  /// What VoiceOver reads for the view.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// What VoiceOver reads after the label, on what the view does.
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// What VoiceOver reads after the label, on what the view does.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
  /// What VoiceOver reads after the label, on what the view does.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// The view's value as VoiceOver reads it.
  public func accessibilityValue(_ value: Text) -> some View { self }
  /// The view's value as VoiceOver reads it.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
  /// The view's value as VoiceOver reads it.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// The view hidden from VoiceOver (still drawn).
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// The view given `traits`.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// The view without `traits`.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// The view made one accessibility element, its children's elements treated as `children` says.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// The view read before views of lower priority.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
  /// An action VoiceOver offers on the view.
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
    -> some View
  {
    self
  }
  /// The view's default action for VoiceOver.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }
}

/// What kind of element a view is to VoiceOver (`AccessibilityTraits`).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  private var bits: UInt32

  private init(bit: Int) { bits = 1 << UInt32(bit) }

  public init() { bits = 0 }

  public static let isButton = AccessibilityTraits(bit: 0)
  public static let isHeader = AccessibilityTraits(bit: 1)
  public static let isSelected = AccessibilityTraits(bit: 2)
  public static let isLink = AccessibilityTraits(bit: 3)
  public static let isSearchField = AccessibilityTraits(bit: 4)
  public static let isImage = AccessibilityTraits(bit: 5)
  public static let playsSound = AccessibilityTraits(bit: 6)
  public static let isKeyboardKey = AccessibilityTraits(bit: 7)
  public static let isStaticText = AccessibilityTraits(bit: 8)
  public static let isSummaryElement = AccessibilityTraits(bit: 9)
  public static let updatesFrequently = AccessibilityTraits(bit: 10)
  public static let startsMediaSession = AccessibilityTraits(bit: 11)
  public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
  public static let causesPageTurn = AccessibilityTraits(bit: 13)
  public static let isModal = AccessibilityTraits(bit: 14)
  public static let isToggle = AccessibilityTraits(bit: 15)

  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits |= other.bits
    return result
  }

  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits &= other.bits
    return result
  }

  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits ^= other.bits
    return result
  }

  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }

  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }

  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let present = contains(newMember)
    bits |= newMember.bits
    return present ? newMember : nil
  }

  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How a view made one accessibility element treats its children (`AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  /// The children are not read.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are read as children of the element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels are read together as the element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// A standard accessibility action (`AccessibilityActionKind`).
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String

  /// The default action (activate).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape (the two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
}
