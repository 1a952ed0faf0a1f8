import Foundation
import LayoutShotTestSupport
import Testing

@testable import LayoutShotTesting

/// Where references are found and how they are written.
@Suite("Snapshot store")
struct SnapshotStoreTests {
  /// This package's root: two folders above this file (Tests/LayoutShotTestingTests/).
  private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

  @Test func referencesLiveInSnapshotsAtThePackageRoot() throws {
    let store = try SnapshotStore.forTest(filePath: #filePath, environment: [:])
    #expect(store.packageRoot == Self.packageRoot)
    #expect(store.directory == Self.packageRoot.appendingPathComponent("Snapshots").standardizedFileURL)
  }

  @Test func theEnvironmentAndTheCallChooseAnotherFolder() throws {
    let fromEnvironment = try SnapshotStore.forTest(
      filePath: #filePath, environment: ["LAYOUTSHOT_SNAPSHOTS": "Tests/References"])
    #expect(fromEnvironment.directory.path == Self.packageRoot.path + "/Tests/References")
    let absolute = try SnapshotStore.forTest(
      filePath: #filePath, directory: "/tmp/refs", environment: ["LAYOUTSHOT_SNAPSHOTS": "ignored"])
    #expect(absolute.directory.path == "/tmp/refs")
  }

  @Test func aTestFileOutsideAnyPackageNeedsAFolder() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("Loose.swift").path
    #expect(throws: SnapshotError.packageRootNotFound(testFile: file)) {
      try SnapshotStore.forTest(filePath: file, environment: [:])
    }
    #expect(
      try SnapshotStore.forTest(filePath: file, directory: folder.path, environment: [:]).directory
        == folder.url.standardizedFileURL)
  }

  @Test func writesReplaceTheFileAndLeaveNoTemporaryFiles() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("Layout/device-portrait.json")
    try SnapshotStore.write(Data("one".utf8), to: url)
    try SnapshotStore.write(Data("two".utf8), to: url)
    #expect(try SnapshotStore.read(url) == Data("two".utf8))
    #expect(folder.files() == ["Layout/device-portrait.json"])
    #expect(try SnapshotStore.read(folder.file("Layout/none.json")) == nil)
  }

  @Test func aFailedWriteSaysWhereAndLeavesNothing() throws {
    let folder = try TemporaryFolder()
    // A file where the folder should be.
    try Data().write(to: folder.file("Layout"))
    #expect(throws: SnapshotError.self) {
      try SnapshotStore.write(Data("x".utf8), to: folder.file("Layout/device-portrait.json"))
    }
    #expect(folder.files() == ["Layout"])
  }

  @Test func parallelWritersOfDifferentSnapshotsAllSucceed() async throws {
    let folder = try TemporaryFolder()
    let url = folder.url
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<32 {
        group.addTask {
          try SnapshotStore.write(
            Data("\(index)".utf8), to: url.appendingPathComponent("Layout/d\(index).json"))
        }
      }
      try await group.waitForAll()
    }
    #expect(folder.files().count == 32)
    #expect(try SnapshotStore.read(folder.file("Layout/d7.json")) == Data("7".utf8))
  }
}
