/// The clock a command line asks for, the same in the app and in every feature's Demo.
public enum AppClockChoice {
    /// `--now INSTANT` fixes the clock at that ISO 8601 instant, else it is the machine's;
    /// `--clock-file PATH` then makes that the start, and the file's instant, whenever the
    /// file holds one, what the clock reads from then on (``ClockFileAppClock``).
    public static func clock(now: String?, clockFile: String?) -> any AppClock {
        let start: any AppClock = now.flatMap { FixedAppClock(iso8601: $0) } ?? SystemAppClock()
        guard let clockFile else { return start }
        return ClockFileAppClock(path: clockFile, start: start)
    }
}
