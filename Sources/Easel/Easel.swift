// Easel: SwiftUI's layout system on Linux. `import Easel` in place of `import SwiftUI`.
@_exported import EaselCore
@_exported import EaselRender
@_exported import EaselText
