// EaselSnapshotTesting: snapshot strategies for pointfreeco's swift-snapshot-testing that render Easel
// views on Linux — `.png(…)`, `.svg(…)` and `.frames(…)`. Importing it brings Easel and SnapshotTesting.
@_exported import Easel
@_exported import SnapshotTesting
