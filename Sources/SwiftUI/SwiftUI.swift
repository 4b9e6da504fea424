// `import SwiftUI` on Linux: the module a SwiftUI view file imports, so that the file compiles unchanged
// against Easel. It brings what `import Easel` brings (SwiftUI's names, Foundation, Observation and
// Combine's API), plus the names that `import SwiftUI` brings on iOS beyond SwiftUI itself: UIKit's
// colours, fonts and images as view files use them, and the Foundation API that Linux's Foundation lacks.
// A package that builds for both platforms depends on this product only on Linux
// (`condition: .when(platforms: [.linux])`, docs/previews.md); on Apple's platforms the system's
// SwiftUI is imported.
@_exported import Combine
@_exported import Easel
