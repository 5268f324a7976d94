import Foundation
import FuzzSupport
import Localization
import Logging

@testable import ContactsData

/// What `RandomUserResponseDecoder` promises for any body: records or
/// `malformedResponse`, never a trap; no more records than asked for, nor than the body
/// could hold; every contact kept within the field rules (clean one-line texts within their
/// lengths, ages and dates in range). The first byte chooses the page size asked for.
enum RandomUserProperties {
    static let now = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    static let decoder = RandomUserResponseDecoder(
        logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }), now: { now })

    static func check(_ bytes: UnsafeRawBufferPointer) {
        guard let first = bytes.first else { return }
        let maxRecords: Int? = first < 0x80 ? Int(first % 32) : nil
        let body = Data(bytes.dropFirst())
        let response: RandomUserDecodedResponse
        do {
            response = try decoder.decodeRecords(from: body, maxRecords: maxRecords)
        } catch {
            guard case .malformedResponse = error else {
                Property.require(false, "an error other than malformedResponse: \(error)")
                return
            }
            return
        }
        Property.require(
            response.records.count <= maxRecords ?? .max, "\(response.records.count) records, asked for \(maxRecords ?? -1)")
        Property.require(response.records.count * 2 <= body.count, "\(response.records.count) records from \(body.count) bytes")
        for contact in response.records.compactMap(\.contact) {
            ContactRules.check(contact, now: now)
        }
    }
}
