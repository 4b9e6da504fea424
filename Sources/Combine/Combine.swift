// `import Combine` on Linux, where Apple's Combine does not exist: OpenCombine's implementation of the same
// API (`ObservableObject`, `@Published`, `Publisher`, `Just`, `PassthroughSubject`, `AnyCancellable`, …)
// under Combine's module name, so view models written for Apple's platforms compile unchanged. `import Easel`
// brings the same names, as `import SwiftUI` brings Combine's.
@_exported import OpenCombine
// Foundation's and Dispatch's schedulers and publishers, as Apple's Combine overlays add them:
// `Timer.publish(every:on:in:)`, `RunLoop.main` and `DispatchQueue.main` as schedulers
// (`debounce(for:scheduler:)`, `receive(on:)`), `NotificationCenter.publisher(for:)`.
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
