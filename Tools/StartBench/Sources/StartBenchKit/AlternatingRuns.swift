/// The order the bench runs its programs in: every program once per round, `warmUp` untimed
/// rounds first, then `runs` timed ones, so that a busy moment on the machine falls on all alike.
public enum AlternatingRuns {
    /// The times `time` gave for each of `programs`, in the programs' order, `runs` each;
    /// the warm-up rounds' times are dropped.
    public static func times<Program>(
        of programs: [Program], warmUp: Int, runs: Int, time: (Program) throws -> Double
    ) rethrows -> [[Double]] {
        for _ in 0..<max(warmUp, 0) {
            for program in programs { _ = try time(program) }
        }
        var times = Array(repeating: [Double](), count: programs.count)
        for _ in 0..<max(runs, 0) {
            for (index, program) in programs.enumerated() { times[index].append(try time(program)) }
        }
        return times
    }
}
