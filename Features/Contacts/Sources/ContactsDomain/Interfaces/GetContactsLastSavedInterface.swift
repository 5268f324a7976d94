import Foundation

/// Tells when the contacts from the current source were last saved on this device.
public protocol GetContactsLastSavedInterface: Sendable {
    /// The latest time a page of the source's contacts was saved; nil when none is.
    func getContactsLastSaved() async -> Date?
}
