import Foundation
import ReplHost
import Testing

#if canImport(Glibc)
import Glibc
#endif

@MainActor
@Suite("Given Ctrl-C handling is installed", .serialized)
struct InterruptMonitorTests {
    @Test("When SIGINT arrives while a command waits Then the command is cancelled and the process lives on")
    func sigintCancelsTheCommand() async {
        let monitor = InterruptMonitor()
        monitor.install()
        defer { monitor.uninstall() }

        let result: String? = await monitor.run {
            Task.detached {
                try? await Task.sleep(for: .milliseconds(200))
                kill(getpid(), SIGINT)
            }
            do {
                try await Task.sleep(for: .seconds(60))
                return "finished"
            } catch {
                return "cancelled"
            }
        }

        #expect(result == nil)
    }

    @Test("When no SIGINT arrives Then the command's value comes back")
    func valuePassesThrough() async {
        let monitor = InterruptMonitor()
        monitor.install()
        defer { monitor.uninstall() }

        let result = await monitor.run { 42 }

        #expect(result == 42)
    }
}
