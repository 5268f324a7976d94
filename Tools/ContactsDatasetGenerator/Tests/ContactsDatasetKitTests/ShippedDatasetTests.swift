import ContactsDatasetKit
import Foundation
import Testing

@Suite("Shipped contacts dataset")
struct ShippedDatasetTests {
    /// `Features/Contacts/Sources/ContactsData/Resources/randomuser-contacts.json` in this repository.
    private static let shippedDataset = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ContactsDatasetKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // ContactsDatasetGenerator
        .deletingLastPathComponent()  // Tools
        .deletingLastPathComponent()  // repository root
        .appending(path: "Features/Contacts/Sources/ContactsData/Resources/randomuser-contacts.json")

    @Test("Given the dataset shipped with the Contacts feature When the generator runs Then it writes the same bytes")
    func shippedDatasetIsUpToDate() throws {
        let shipped = try String(contentsOf: Self.shippedDataset, encoding: .utf8)
        #expect(shipped == ContactsDatasetGenerator().generate(), "regenerate it: see this package's README")
    }
}
