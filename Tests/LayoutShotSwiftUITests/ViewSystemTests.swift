import Foundation
import LayoutShotSwiftUI
import Testing

import class LayoutShot.LayoutEngine
import struct LayoutShot.Rect
import struct LayoutShot.Screen
import struct LayoutShot.Size

/// The view system: builders in all their forms, modifiers, state and environment, each shown by
/// the frames it lays out.
@Suite struct ViewSystemTests {
  @Test func ifElseSwitchAndOptionalsBuildTheTakenBranch() throws {
    let solved = try hosted(width: 100, height: 100) { Branches(flag: false, count: 2, name: nil) }
    #expect(solved.frame(of: "yes") == nil)
    #expect(solved.frame(of: "no") != nil)
    #expect(solved.frame(of: "two") != nil)
    #expect(solved.frame(of: "name") == nil)
  }

  @Test func forEachMakesOneViewPerElement() throws {
    // Three 10-point rows, spacing 0, in ranges, identifiable data and an id key path alike.
    let solved = try hosted(width: 100, height: 100) {
      VStack(spacing: 0) {
        ForEach(0..<3) { index in
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("range\(index)")
        }
        ForEach([Item(id: 7)]) { item in
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("item\(item.id)")
        }
        ForEach(["a", "b"], id: \.self) { name in
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier(name)
        }
      }
    }
    // Six rows, 60 high, centred at y 20.
    #expect(try frame("range0", in: solved).minY == 20)
    #expect(try frame("range2", in: solved).minY == 40)
    #expect(try frame("item7", in: solved).minY == 50)
    #expect(try frame("b", in: solved).minY == 70)
  }

  @Test func groupAndAnyViewLayOutTheirViewsInTheParent() throws {
    let solved = try hosted(width: 100, height: 100) {
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }
        AnyView(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c"))
        EmptyView()
      }
    }
    #expect(try frame("a", in: solved).minX == 35)
    #expect(try frame("c", in: solved).minX == 55)
  }

  @Test func aSectionInAStackIsItsHeaderContentAndFooterInOrder() throws {
    // Outside a list a section is its parts as stack children: 4 views of 10, no spacing, centred
    // in 100 from y 30; the header first, the footer last.
    let solved = try hosted(width: 100, height: 100) {
      VStack(spacing: 0) {
        Section {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("row1")
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("row2")
        } header: {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("header")
        } footer: {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("footer")
        }
      }
    }
    #expect(try frame("header", in: solved).minY == 30)
    #expect(try frame("row1", in: solved).minY == 40)
    #expect(try frame("row2", in: solved).minY == 50)
    #expect(try frame("footer", in: solved).minY == 60)
  }

  @Test func aViewModifierBodyWrapsTheContent() throws {
    // Card pads by 10: a 20-point colour becomes 40 square, centred in 100 at 30.
    let solved = try hosted(width: 100, height: 100) {
      Color.red.frame(width: 20, height: 20).modifier(Card()).accessibilityIdentifier("card")
    }
    #expect(same(try frame("card", in: solved), Rect(x: 30, y: 30, width: 40, height: 40)))
  }

  @Test func stateBindingsAndEnvironmentAreReadOnce() throws {
    let solved = try hosted(width: 100, height: 100) {
      StatefulView().environment(\.layoutDirection, .rightToLeft).environmentObject(Settings())
    }
    // A frame 30 wide (@State) and 20 high (the environment object), centred at (35, 40); the
    // colour in it padded at the bottom by 10, from a binding set from the layout direction.
    #expect(same(try frame("box", in: solved), Rect(x: 35, y: 40, width: 30, height: 10)))
  }

  @Test func theColourSchemeFollowsTheScreen() throws {
    let dark = try hosted(width: 100, height: 100, appearance: .dark) { SchemeView() }
    let light = try hosted(width: 100, height: 100) { SchemeView() }
    #expect(dark.frame(of: "dark") != nil)
    #expect(light.frame(of: "light") != nil)
  }

  @Test func viewsAreNamedByTypeAndPlace() throws {
    let solved = try hosted(width: 100, height: 100) { Branches(flag: true, count: 1, name: "x") }
    #expect(solved.frame(of: "Test/Branches") != nil)
    #expect(solved.frame(of: "Test/Branches/Color") != nil)
  }
}

struct Item: Identifiable {
  let id: Int
}

/// Branches of every builder form.
struct Branches: View {
  let flag: Bool
  let count: Int
  let name: String?

  var body: some View {
    VStack {
      if flag {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("yes")
      } else {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("no")
      }
      switch count {
      case 1: Color.red.frame(width: 10, height: 10)
      case 2: Color.red.frame(width: 10, height: 10).accessibilityIdentifier("two")
      default: EmptyView()
      }
      if let name {
        Text(name).accessibilityIdentifier("name")
      }
      if #available(macOS 15, iOS 17, *) {
        EmptyView()
      }
    }
  }
}

/// Pads its content by 10.
struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(10)
  }
}

final class Settings: ObservableObject {
  @Published var height: CGFloat = 20
}

/// Sizes a box from its state, a binding to it, an environment object and the environment.
struct StatefulView: View {
  @State private var width: CGFloat = 30
  @EnvironmentObject private var settings: Settings
  @Environment(\.layoutDirection) private var direction

  var body: some View {
    Extra(extra: .constant(direction == .rightToLeft ? 10 : 0)).frame(width: width, height: settings.height)
      .padding(.bottom, 0)
  }
}

struct Extra: View {
  @Binding var extra: CGFloat

  var body: some View {
    Color.red.accessibilityIdentifier("box").padding(.bottom, extra)
  }
}

/// Shows which colour scheme it reads.
struct SchemeView: View {
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    Color.red.accessibilityIdentifier(scheme == .dark ? "dark" : "light")
  }
}

/// Reads an environment object no parent provides, at the top or inside a geometry reader.
struct NeedsSettings: View {
  @EnvironmentObject private var settings: Settings

  var body: some View {
    Color.red.frame(height: settings.height)
  }
}

@Observable final class Library {
  var count = 3
}

/// Reads an `@Observable` object from the environment.
struct NeedsLibrary: View {
  @Environment(Library.self) private var library

  var body: some View {
    Color.blue.frame(width: CGFloat(library.count) * 10)
  }
}

@MainActor
@Suite struct MissingEnvironmentObjectTests {
  /// The message of the error `program` fails with on a 100 × 100 host, if it fails.
  func failure(_ program: SwiftUILayout) -> String? {
    do {
      _ = try LayoutEngine().solve(program, on: Screen(size: Size(width: 100, height: 100), scale: 2))
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aMissingEnvironmentObjectFailsTheLayoutNamingTheViewAndTheType() throws {
    let message = try #require(
      failure(SwiftUILayout.sized("Missing", width: 100, height: 100) { NeedsSettings() }))
    #expect(message.contains("NeedsSettings needs an object of type Settings"))
    #expect(message.contains(".environmentObject(_:)"))
  }

  @Test func aMissingObservableObjectFailsTheLayoutToo() throws {
    let message = try #require(
      failure(SwiftUILayout.sized("Missing", width: 100, height: 100) { NeedsLibrary() }))
    #expect(message.contains("NeedsLibrary needs an object of type Library"))
  }

  @Test func aMissingObjectInsideAGeometryReaderFailsTheLayout() throws {
    let program = SwiftUILayout.sized("Missing", width: 100, height: 100) {
      GeometryReader { _ in NeedsSettings() }
    }
    #expect(failure(program)?.contains("NeedsSettings needs an object of type Settings") == true)
  }

  @Test func providedObjectsLayOutAsBefore() throws {
    let program = SwiftUILayout.sized("Provided", width: 100, height: 100) {
      VStack(spacing: 0) {
        NeedsSettings().environmentObject(Settings())
        NeedsLibrary().environment(Library())
      }
    }
    #expect(failure(program) == nil)
  }
}
