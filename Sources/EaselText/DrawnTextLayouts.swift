import CPangoCairo
import EaselCore
import Foundation

/// The Pango layouts one thread drew last, by request, on the one drawing context it draws all text
/// with: drawing the same text again (the next frame of an animation, a card rendered once more, the
/// painted bounds of text about to be drawn) takes its laid-out lines instead of shaping it again.
///
/// Rules:
/// 1. A layout is found by its request (`==`); it is the layout `PangoTextLayout(request:context:)`
///    makes, and it is drawn through the context as it was when the layout was configured: the
///    context's base direction, which configuring a layout sets (`PangoTextLayout` rule 2), is set back
///    before each use. (Pango lays a layout out again when its context changed since; with the same
///    direction it lays it out as before.)
/// 2. Layouts sit in two generations of at most `capacity` each: a full current generation becomes the
///    old one and the old one is dropped, and a layout found in the old one moves to the current. So the
///    layouts of the last `capacity` or so requests drawn are kept, and at most twice that.
/// 3. When fonts are registered (`FontRegistry`), every layout is dropped (`fontsChanged`).
///
/// Belongs to one thread's `PangoThreadContext`; use it on that thread.
final class DrawnTextLayouts {
    /// The drawing context (`PangoThreadContext.makeDrawingContext`), owned.
    let context: OpaquePointer
    private let capacity: Int
    private var current: [TextLayoutRequest: Entry] = [:]
    private var old: [TextLayoutRequest: Entry] = [:]

    private struct Entry {
        let layout: PangoTextLayout
        /// The context's base direction once the layout was configured.
        let direction: PangoDirection
    }

    init(context: OpaquePointer, capacity: Int = 256) {
        (self.context, self.capacity) = (context, max(1, capacity))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    /// The layout of `request`, ready to draw; nil when Pango cannot make one.
    func layout(for request: TextLayoutRequest) -> PangoTextLayout? {
        if let entry = current[request] { return ready(entry) }
        if let entry = old.removeValue(forKey: request) {
            remember(entry, for: request)
            return ready(entry)
        }
        guard let layout = PangoTextLayout(request: request, context: context) else { return nil }
        remember(Entry(layout: layout, direction: pango_context_get_base_dir(context)), for: request)
        return layout
    }

    /// Rule 3.
    func fontsChanged() {
        (current, old) = ([:], [:])
    }

    /// Rule 1: the context as the layout was configured in.
    private func ready(_ entry: Entry) -> PangoTextLayout {
        pango_context_set_base_dir(context, entry.direction)
        return entry.layout
    }

    /// Rule 2.
    private func remember(_ entry: Entry, for request: TextLayoutRequest) {
        if current.count >= capacity { (old, current) = (current, [:]) }
        current[request] = entry
    }
}
