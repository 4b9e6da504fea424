// `import Combine` on Linux, where Apple's Combine does not exist: OpenCombine's implementation of the same
// API (`ObservableObject`, `@Published`, `Publisher`, `Just`, `PassthroughSubject`, `AnyCancellable`, …)
// under Combine's module name, so view models written for Apple's platforms compile unchanged. `import Easel`
// brings the same names, as `import SwiftUI` brings Combine's.
@_exported import OpenCombine
