// `import LayoutShotSnapshotTesting` gives a test what the strategies take: the layout types
// (`LayoutProgram`, `Device`, `Screen`, `Variant`, `SceneOptions`) and `SnapshotTolerance`.
//
// Only the tolerance is taken from LayoutShotTesting: that module has a `Snapshotting` and a
// `Diffing` of its own, and exporting them would make swift-snapshot-testing's names ambiguous in
// every test file that imports both.

@_exported import LayoutShot

@_exported import struct LayoutShotTesting.SnapshotTolerance
