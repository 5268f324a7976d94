import Foundation

/// Tells when the tools catalog from the current source was last saved on this device.
public protocol GetToolsLastSavedInterface: Sendable {
    /// When the catalog was last read from the source and saved; nil when it never was.
    func getToolsLastSaved() async -> Date?
}
