import Foundation

/// Phases 2 and 3 of the grid: the widths of its columns and the heights of its rows. Both are
/// "tracks" and share one rule, SwiftUI's stack rule applied to tracks instead of views:
///
/// 1. A nil proposal gives each track the largest ideal length of its cells.
/// 2. Otherwise the proposal less the spacing is shared out by `LengthSharing`, the stacks' rule. A
///    track's minimum and maximum are the largest minimum and maximum of its cells, and its priority the
///    highest `layoutPriority` of its cells, as a stack takes a child's; tracks are served by priority,
///    the least flexible (maximum − minimum) first, each offered the remaining length divided by the
///    tracks still waiting, and each takes the largest length any of its cells takes for that offer.
///    Rigid tracks (text) therefore get what they need and flexible ones (progress bars, colours,
///    dividers) share what remains.
/// 3. A cell spanning several tracks that needs more than they give together (its ideal length for a
///    nil proposal, its minimum otherwise) widens them equally.
/// Cells marked unsized on the axis (`gridCellUnsizedAxes`) take no part: they take the size others
/// give the track.
struct GridTrackSizing {
    /// A cell as the sizing sees it: its first track, how many tracks it spans, and its length for an
    /// offer along the axis.
    struct Item {
        let track: Int
        let span: Int
        var priority: Double = 0
        let length: (CGFloat?) -> CGFloat
    }

    /// A track as `LengthSharing` sees it.
    struct Track: LengthSharingItem {
        let index: Int
        let minimum: CGFloat
        let flexibility: CGFloat
        let priority: Double
    }

    let trackCount: Int
    let spacing: CGFloat
    let items: [Item]

    func lengths(for proposal: CGFloat?) -> [CGFloat] {
        var lengths = [CGFloat](repeating: 0, count: trackCount)
        let single = items.filter { $0.span == 1 && $0.track < trackCount }
        let byTrack = Dictionary(grouping: single, by: \.track)
        func longest(_ track: Int, _ offer: CGFloat?) -> CGFloat {
            byTrack[track, default: []].reduce(0) { max($0, $1.length(offer)) }
        }

        // Step 1 and 2.
        if let proposal {
            var tracks = byTrack.keys.sorted().map { track in
                let minimum = longest(track, 0)
                return Track(index: track, minimum: minimum, flexibility: longest(track, .infinity) - minimum,
                             priority: byTrack[track, default: []].map(\.priority).max() ?? 0)
            }
            tracks.withUnsafeMutableBufferPointer { tracks in
                LengthSharing.share(proposal - spacing * CGFloat(max(trackCount - 1, 0)), among: tracks) { offset, offer in
                    let track = tracks[offset].index
                    lengths[track] = longest(track, offer)
                    return lengths[track]
                }
            }
        } else {
            for track in 0..<trackCount { lengths[track] = longest(track, nil) }
        }

        // Step 3.
        for item in items where item.span > 1 && item.track < trackCount {
            let tracks = item.track..<min(item.track + item.span, trackCount)
            let given = tracks.reduce(0) { $0 + lengths[$1] } + spacing * CGFloat(tracks.count - 1)
            let needed = item.length(proposal == nil ? nil : 0)
            if needed > given {
                let extra = (needed - given) / CGFloat(tracks.count)
                for track in tracks { lengths[track] += extra }
            }
        }
        return lengths
    }
}
