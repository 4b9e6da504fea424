import Foundation

/// How the engine lays a layout out: the one seam between the layout pass and every `Layout`.
///
/// The engine reads it from `Layout._engineLayout` and never from the layout's type:
/// - `properties` are the layout's `layoutProperties`, flags included (`LayoutFlags`);
/// - `stack` is set by `HStackLayout` and `VStackLayout`, whose containers the engine then lays out
///   with the stack algorithm held concretely (`StackNode`) rather than through the generic `LayoutNode`.
/// `AnyLayout` answers with the layout it wraps, so an erased stack gets the same fast path.
public struct _EngineLayout {
    var properties: LayoutProperties
    var stack: StackAlgorithm?

    init(properties: LayoutProperties, stack: StackAlgorithm? = nil) {
        (self.properties, self.stack) = (properties, stack)
    }
}
