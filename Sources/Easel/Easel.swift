// Easel: SwiftUI's layout system on Linux. `import Easel` in place of `import SwiftUI`; like SwiftUI it
// brings Foundation (CGFloat, CGPoint, CGSize, CGRect), Observation (`@Observable`) and Combine's API
// (`ObservableObject`, `@Published`: OpenCombine) with it.
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
@_exported import EaselCore
@_exported import EaselRender
@_exported import EaselText
@_exported import EaselAnimation
