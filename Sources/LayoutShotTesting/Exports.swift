// LayoutShotTesting re-exports LayoutShotReview, the comparison of two snapshot files it shares
// with `layoutshot diff`, so that `import LayoutShotTesting` alone gives a test the types an
// assertion takes and returns: `SnapshotTolerance` (`tolerance: .pixels(20)`), and the
// `SnapshotDifference`, `SnapshotArtifact` and `SnapshotComparisonError` a `Diffing` works with.

@_exported import LayoutShotReview
