import Foundation
import JourneyKit
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A temporary folder removed when the test is done with it.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("JourneyKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String, executable: Bool = false) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if executable {
            try Self.writeExecutable(text, to: file)
        } else {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return file
    }

    /// Writes through a descriptor opened close-on-exec, so no process that
    /// another test spawns meanwhile inherits it: an inherited write
    /// descriptor would make running the file fail with "Text file busy".
    private static func writeExecutable(_ text: String, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A stand-in for the app: a shell script that speaks the `--script - --echo`
/// protocol with a few commands, keeping state in its data directory.
enum FakeApp {
    static let script = #"""
        #!/bin/sh
        data=""
        now=""
        clockfile=""
        coverage=""
        all="$*"
        while [ $# -gt 0 ]; do
          case "$1" in
            --data-dir) data="$2"; shift ;;
            --now) now="$2"; shift ;;
            --clock-file) clockfile="$2"; shift ;;
            --coverage-log) coverage="$2"; shift ;;
          esac
          shift
        done
        echo "fake app starting" >&2
        while IFS= read -r line; do
          echo "> $line"
          [ -n "$coverage" ] && echo "{\"screen\":\"home\",\"command\":\"${line%% *}\"}" >> "$coverage"
          case "$line" in
            quit|exit) exit 0 ;;
            "say "*) echo "${line#say }" ;;
            "remember "*) echo "${line#remember }" >> "$data/memory"; echo "remembered" ;;
            recall) if [ -f "$data/memory" ]; then cat "$data/memory"; else echo "nothing"; fi ;;
            now) echo "$now" ;;
            time) if [ -n "$clockfile" ] && [ -f "$clockfile" ]; then cat "$clockfile"; else echo "$now"; fi ;;
            args) echo "$all" ;;
            whoami) basename "$0" ;;
            env)
              echo "LANG=$LANG"
              echo "LC_ALL=${LC_ALL-unset}"
              echo "NO_COLOR=$NO_COLOR"
              echo "SECRET=${SECRET-unset}"
              case "$XDG_DATA_HOME" in "$(dirname "$data")"/*) echo "XDG_DATA_HOME beside the data dir" ;; *) echo "XDG_DATA_HOME=$XDG_DATA_HOME" ;; esac
              ;;
            pid) echo "process $$" ;;
            greet) if [ "$LANG" = "xx" ]; then echo "Hola"; echo "Type open and a number to see it"; else echo "Hello"; echo "Type open and a number to see it"; fi ;;
            broken) if [ "$LANG" = "xx" ]; then echo "list.count {count}"; echo "$(printf '%090d' 0)"; else echo "3 items"; fi ;;
            quitxx) if [ "$LANG" = "xx" ]; then exit 4; else echo fine; fi ;;
            count) i=1; while [ $i -le 3 ]; do echo "line $i"; i=$((i + 1)); done ;;
            crash) echo "something broke" >&2; exit 3 ;;
            "ask password") echo "Password:"; IFS= read -r answer; echo "> ********"; echo "got ${#answer} characters" ;;
            "ask name") echo "Name:"; IFS= read -r answer; echo "> $answer"; echo "hello $answer" ;;
            "ask careless")
              echo "Password:"; IFS= read -r answer; echo "> ********"
              echo "checking $answer" >&2; echo "wrong password: $answer"; exit 3 ;;
            datadir) echo "$data" ;;
            "ask code") echo "Code from the email:"; IFS= read -r answer; echo "> $answer"; echo "code accepted: $answer" ;;
            hang) exec sleep 600 ;;
            *) echo "unknown command \"$line\"" ;;
          esac
        done
        """#

    static func install(in folder: TemporaryFolder, named name: String = "fake-app") throws -> URL {
        try folder.write(script, to: name, executable: true)
    }
}

/// Patterns from journey-style lines: `...` is the wildcard.
func patterns(_ lines: [String]) -> [OutputPattern] {
    lines.map(OutputPattern.init(sourceLine:))
}

/// Looks at other processes from the outside.
enum ProcessProbe {
    /// Whether process `pid` is gone or a zombie, checked until `limit` passes.
    static func hasEnded(_ pid: Int32, within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if !isRunning(pid) {
                return true
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return !isRunning(pid)
    }

    /// A process that has exited but not been reaped yet counts as not running.
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return false }
        return !stat[afterName.upperBound...].hasPrefix("Z")
    }
}
