import Foundation
import Testing
import JourneyKit

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
        try text.write(to: file, atomically: true, encoding: .utf8)
        if executable {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return file
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
    while [ $# -gt 0 ]; do
      case "$1" in
        --data-dir) data="$2"; shift ;;
        --now) now="$2"; shift ;;
      esac
      shift
    done
    echo "fake app starting" >&2
    while IFS= read -r line; do
      echo "> $line"
      case "$line" in
        quit|exit) exit 0 ;;
        "say "*) echo "${line#say }" ;;
        "remember "*) echo "${line#remember }" >> "$data/memory"; echo "remembered" ;;
        recall) if [ -f "$data/memory" ]; then cat "$data/memory"; else echo "nothing"; fi ;;
        now) echo "$now" ;;
        env)
          echo "LANG=$LANG"
          echo "LC_ALL=${LC_ALL-unset}"
          echo "NO_COLOR=$NO_COLOR"
          echo "SECRET=${SECRET-unset}"
          case "$XDG_DATA_HOME" in "$(dirname "$data")"/*) echo "XDG_DATA_HOME beside the data dir" ;; *) echo "XDG_DATA_HOME=$XDG_DATA_HOME" ;; esac
          ;;
        count) i=1; while [ $i -le 3 ]; do echo "line $i"; i=$((i + 1)); done ;;
        crash) echo "something broke" >&2; exit 3 ;;
        hang) exec sleep 30 ;;
        *) echo "unknown command \"$line\"" ;;
      esac
    done
    """#

    static func install(in folder: TemporaryFolder) throws -> URL {
        try folder.write(script, to: "fake-app", executable: true)
    }
}

/// Patterns from journey-style lines: `...` is the wildcard.
func patterns(_ lines: [String]) -> [OutputPattern] {
    lines.map(OutputPattern.init(sourceLine:))
}
