import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// What a view does over time — appearing, changing, being touched, presenting, animating,
/// taking focus and input — kept and not run: a snapshot is one frame at rest
/// (Documentation/SwiftUILayout.md#one-frame).
@Suite struct InteractionModifierTests {
  @Test func behaviourModifiersLeaveTheLayoutAsItIs() throws {
    let plain = try hosted(width: 300, height: 200) { BehaviourCard(decorated: false) }
    let decorated = try hosted(width: 300, height: 200) { BehaviourCard(decorated: true) }
    for name in ["title", "field", "card"] {
      #expect(try frame(name, in: decorated) == (try frame(name, in: plain)), "\(name)")
    }
    // The card: a title line (20.5 high, narrower than the field) over a 120 × 30 field, 8 apart,
    // padded 16: 152 wide, 20.5 + 8 + 30 + 32 = 90.5 high, centred in 300 × 200 at (74, 54.75);
    // on the 2× pixel grid its top 54.75 rounds to 55 and its bottom 145.25 to 145.5.
    #expect(try frame("card", in: plain) == Rect(x: 74, y: 55, width: 152, height: 90.5))
  }

  @Test func actionsAreNotRunInAFrame() throws {
    // Each action would widen the box to 100 if it ran; the frame shows the state at rest.
    let solved = try hosted(width: 300, height: 200) { ActionProbe().accessibilityIdentifier("probe") }
    #expect(try frame("probe", in: solved).width == 10)
  }

  @Test @MainActor func withAnimationRunsItsBodyAtOnce() {
    var value = 0
    let result = withAnimation(.spring(duration: 0.3)) {
      value += 1
      return value
    }
    #expect(result == 1)
  }

  @Test func focusStateStartsUnfocusedAndItsBindingSharesTheValue() {
    let optional = FocusState<Field?>()
    #expect(optional.wrappedValue == nil)
    optional.projectedValue.wrappedValue = .password
    #expect(optional.wrappedValue == .password)
    let flag = FocusState<Bool>()
    #expect(flag.wrappedValue == false)
  }

  @Test func appStorageHoldsTheCodesDefaultAndNeverWritesDefaults() {
    let key = "layoutshot.test.\(UUID().uuidString)"
    let storage = AppStorage(wrappedValue: 3, key)
    #expect(storage.wrappedValue == 3)
    storage.projectedValue.wrappedValue = 7
    #expect(storage.wrappedValue == 7)
    #expect(UserDefaults.standard.object(forKey: key) == nil)
    let theme = AppStorage(wrappedValue: Theme.dark, key)
    #expect(theme.wrappedValue == .dark)
    let missing = AppStorage<String?>(key)
    #expect(missing.wrappedValue == nil)
    let scene = SceneStorage(wrappedValue: "inbox", key)
    scene.wrappedValue = "archive"
    #expect(scene.wrappedValue == "archive")
  }

  @Test func eachNamespaceIsDistinct() {
    #expect(Namespace().wrappedValue != Namespace().wrappedValue)
  }

  @Test func accessibilityTraitsAreASet() {
    var traits: AccessibilityTraits = [.isButton, .isHeader]
    #expect(traits.contains(.isButton))
    #expect(!traits.contains(.isLink))
    #expect(traits.remove(.isButton) == .isButton)
    #expect(traits.remove(.isButton) == nil)
    #expect(traits.union(.isLink).contains([.isHeader, .isLink]))
    #expect(traits.intersection(.isLink).isEmpty)
  }

  @Test func gestureStateIsItsInitialValue() {
    let state = GestureState(wrappedValue: CGSize(width: 4, height: 2))
    #expect(state.wrappedValue == CGSize(width: 4, height: 2))
  }
}

private enum Field: Hashable { case email, password }

private enum Theme: String { case light, dark }

/// A card with a title and a field-sized box, with or without every behaviour modifier.
private struct BehaviourCard: View {
  let decorated: Bool
  @State private var isPresented = false
  @State private var text = ""
  @FocusState private var focus: Field?
  @Namespace private var namespace

  var body: some View {
    let content = VStack(spacing: 8) {
      Text("Card").accessibilityIdentifier("title")
      Color.gray.frame(width: 120, height: 30).accessibilityIdentifier("field")
    }
    .padding()
    if decorated {
      content
        .onAppear {}
        .onDisappear {}
        .task { await Task.yield() }
        .task(id: text) {}
        .onChange(of: text) { _, _ in }
        .onChange(of: text) {}
        .onTapGesture {}
        .onLongPressGesture {}
        .gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
        .simultaneousGesture(TapGesture(count: 2))
        .onSubmit {}
        .submitLabel(.done)
        .refreshable {}
        .focused($focus, equals: .email)
        .keyboardType(.emailAddress)
        .textContentType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .sheet(isPresented: $isPresented) { Text("Sheet") }
        .fullScreenCover(isPresented: $isPresented) { Text("Cover") }
        .alert("Delete?", isPresented: $isPresented) {
          Text("Delete")
        } message: {
          Text("It is gone.")
        }
        .confirmationDialog("Share", isPresented: $isPresented) { Text("Copy") }
        .presentationDetents([.medium, .large])
        .animation(.snappy, value: text)
        .transition(.move(edge: .top).combined(with: .opacity))
        .matchedGeometryEffect(id: "card", in: namespace)
        .accessibilityLabel("Card")
        .accessibilityHint("Opens the card")
        .accessibilityAddTraits(.isButton)
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier("card")
    } else {
      content.accessibilityIdentifier("card")
    }
  }
}

/// A box 10 wide at rest, 100 wide if any of its actions ran.
private struct ActionProbe: View {
  @State private var ran = false

  var body: some View {
    Color.red
      .frame(width: ran ? 100 : 10, height: 10)
      .onAppear { ran = true }
      .task { ran = true }
      .onChange(of: ran, initial: true) { ran = true }
  }
}
