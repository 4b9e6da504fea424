/// A1 animation: the poll's 60-frame transition at 3× rendered to PNG frames and to a GIF, frames on all
/// cores, against a floor of 60 × one frame's PNG encoding divided by the cores; peak memory at most
/// 200 MB.
///
/// Pending until the animation module exists. What to fill in then:
/// - ours: the CPU-independent wall time of rendering the transition to a folder of PNG frames, and
///   to a GIF, in a child process (this executable run with a hidden argument), so that its peak
///   memory is its own (`ProcessResult.maxResidentKilobytes`, from `wait4`);
/// - the floor: one frame of the poll encoded (`ImageRenderer.pngData()` of the last state, its
///   encoding alone timed) × 60 ÷ `nproc`, measured in the same run;
/// - rows "A1 frames" and "A1 GIF" with target ≤ 1.2 × the floor, and "A1 memory" with the peak in MB
///   against 200.
enum A1Animation {
    static func rows(_ context: BenchContext) -> [Row] {
        let reason = "needs the animation module (EaselAnimation)"
        return [
            .pending("A1 frames", timed: "poll transition, 60 frames @3× → PNG files", comparedWith: "60 × one frame's encode ÷ cores",
                     target: .atMost(1.2), reason: reason),
            .pending("A1 GIF", timed: "poll transition, 60 frames @3× → GIF", comparedWith: "60 × one frame's encode ÷ cores",
                     target: .atMost(1.2), reason: reason),
            .pending("A1 memory", timed: "peak memory of the two renders", comparedWith: "200 MB",
                     target: .atMost(1), reason: reason),
        ]
    }
}
