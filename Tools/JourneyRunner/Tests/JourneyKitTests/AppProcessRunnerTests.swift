import Foundation
import JourneyKit
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("AppProcessRunner")
struct AppProcessRunnerTests {
    let shell = URL(fileURLWithPath: "/bin/sh")
    /// For the tests that stop a process at its time limit: long enough for a loaded
    /// machine to start the shell and run its first lines, which those tests need
    /// done before the stop. No test measures how long anything took.
    static let timeLimit: Duration = .seconds(2)

    @Test("Given /bin/cat When it runs with standard input Then stdout is that input and it exits with status 0")
    func catEchoesInput() async throws {
        let result = try await AppProcessRunner().run(URL(fileURLWithPath: "/bin/cat"), standardInput: "home\nproducts\n")

        #expect(result.standardOutput == "home\nproducts\n")
        #expect(result.standardError.isEmpty)
        #expect(result.termination == .exited(status: 0))
        #expect(result.succeeded)
    }

    @Test(
        "Given a shell command writing to both streams and failing When it runs Then stdout, stderr and the status are captured")
    func capturesStreamsAndStatus() async throws {
        let result = try await AppProcessRunner().run(shell, arguments: ["-c", "echo out; echo err >&2; exit 7"])

        #expect(result.standardOutput == "out\n")
        #expect(result.standardError == "err\n")
        #expect(result.exitStatus == 7)
        #expect(!result.succeeded)
        #expect(result.summary == "exited with status 7")
    }

    // Five times a pipe's 64 KiB buffer on each stream: enough to deadlock a runner that reads
    // one stream to its end before the other. The timeout only guards against that hang; it is
    // generous so a shell loop on a loaded or sanitized machine still finishes inside it.
    @Test(
        "Given a process printing hundreds of kilobytes to both streams When it runs Then all of it is captured without deadlock")
    func largeOutput() async throws {
        let script =
            "i=0; while [ $i -lt 5000 ]; do echo \"line $i of output padding padding padding padding padding\"; echo \"error $i padding padding padding padding\" >&2; i=$((i + 1)); done"

        let result = try await AppProcessRunner(timeout: .seconds(600)).run(shell, arguments: ["-c", script])

        #expect(result.succeeded)
        #expect(result.standardOutput.split(separator: "\n").count == 5000)
        #expect(result.standardError.split(separator: "\n").count == 5000)
        #expect(result.standardOutput.hasSuffix("line 4999 of output padding padding padding padding padding\n"))
    }

    @Test("Given a process that ignores its input When it gets a large standard input Then it still ends normally")
    func unreadInput() async throws {
        let input = String(repeating: "a command nobody reads\n", count: 50000)

        let result = try await AppProcessRunner().run(shell, arguments: ["-c", "echo done"], standardInput: input)

        #expect(result.standardOutput == "done\n")
        #expect(result.succeeded)
    }

    @Test("Given a process that never ends When its time limit passes Then it is stopped and reported as timed out")
    func timesOut() async throws {
        let result = try await AppProcessRunner(timeout: Self.timeLimit, killGracePeriod: .milliseconds(300))
            .run(shell, arguments: ["-c", "echo started; exec sleep 600"])

        #expect(result.timedOut)
        #expect(!result.succeeded)
        #expect(result.standardOutput == "started\n")
        #expect(result.termination == .signalled(signal: SIGTERM))
        #expect(result.summary == "did not finish within 2 s and was stopped")
    }

    @Test("Given a process that ignores SIGTERM When its time limit passes Then it is killed")
    func killsStubbornProcess() async throws {
        let result = try await AppProcessRunner(timeout: Self.timeLimit, killGracePeriod: .milliseconds(300))
            .run(shell, arguments: ["-c", "trap '' TERM; echo ready; while true; do sleep 1; done"])

        #expect(result.timedOut)
        #expect(result.termination == .signalled(signal: 9))
    }

    @Test(
        "Given a process that leaves a child holding its output open When the process exits Then the run returns what was printed"
    )
    func childHoldsPipe() async throws {
        // Waiting for the child's pipe to close would hit the time limit
        // and fail the run: the child sleeps far longer than that.
        let result = try await AppProcessRunner(timeout: .seconds(60))
            .run(shell, arguments: ["-c", "echo before; sleep 600 & echo \"child $!\"; echo after"])
        let childLine = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("child ") }
        if let pid = childLine.flatMap({ Int32($0.dropFirst("child ".count)) }) {
            kill(pid, SIGKILL)
        }

        #expect(!result.timedOut)
        #expect(result.succeeded)
        #expect(childLine != nil)
        #expect(result.standardOutput.hasPrefix("before\n"))
        #expect(result.standardOutput.hasSuffix("after\n"))
    }

    @Test("Given a process that started a child When the time limit stops it Then the child is stopped too")
    func stopsChildren() async throws {
        let result = try await AppProcessRunner(timeout: Self.timeLimit, killGracePeriod: .milliseconds(300))
            .run(shell, arguments: ["-c", "sleep 600 & echo $!; wait"])
        let pid = try #require(Int32(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))

        #expect(result.timedOut)
        #expect(await ProcessProbe.hasEnded(pid, within: .seconds(30)))
    }

    @Test("Given an environment and a working directory When a process runs Then it sees exactly them")
    func environmentAndDirectory() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let result = try await AppProcessRunner().run(
            shell,
            arguments: ["-c", "echo \"$GREETING\"; echo \"${HOME-unset}\"; pwd -P"],
            environment: ["GREETING": "hello"],
            currentDirectory: folder.url
        )

        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "hello")
        #expect(lines.dropFirst().first == "unset")
        #expect(lines.last == folder.url.resolvingSymlinksInPath().path)
    }

    @Test("Given a path with no executable When it is run Then it throws executable not found")
    func missingExecutable() async {
        await #expect(throws: AppProcessError.executableNotFound(path: "/nonexistent/app")) {
            try await AppProcessRunner().run(URL(fileURLWithPath: "/nonexistent/app"))
        }
    }

    @Test("Given an executable file the system cannot run When it is run Then it throws launch failed naming the file")
    func unrunnableFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("\u{7F}ELF but not really a program", to: "broken", executable: true)

        await #expect {
            try await AppProcessRunner().run(file)
        } throws: { error in
            guard case .launchFailed(let path, _) = error as? AppProcessError else { return false }
            return path == file.path
        }
    }
}
