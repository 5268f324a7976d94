/// Told what a session reads and writes, as it goes: each line read, before it runs, and each
/// line written for the person as a script shows it (made safe, without colour). What
/// `app --record` follows to write the session down while it runs.
@MainActor
public protocol ReplTranscriptObserver: AnyObject {
    func sessionRead(_ input: InputLine)
    func sessionWrote(_ line: String)
}

extension ReplTranscriptObserver {
    /// An observer that only follows what is read.
    public func sessionWrote(_ line: String) {}
}
