import Foundation
import Logging

/// Decodes a randomuser.me (version 1.4) response into a page of contacts.
/// A record that cannot be decoded is skipped and logged; the rest of the page stands.
///
/// What a record needs, and so what a partial response (`inc`/`exc`) must
/// keep for its records to be read, is listed on `RandomUserRecord`: every
/// member of the flat `ContactDataModel`. A record missing one of them, with
/// a member of the wrong type, a date that is not ISO 8601 or an empty
/// `login.uuid` is skipped, counted in `skippedRecordCount` and logged at
/// `notice` with its index in `results` and the reason (the embedded dataset
/// holds such records on purpose, so they are not warnings).
public struct RandomUserResponseDecoder: Sendable {
    private let logger: Logger

    public init(logger: Logger = Logger(label: "contacts.decoder")) {
        self.logger = logger
    }

    /// Throws `ContactsSourceError.malformedResponse` when `data` is not a
    /// response at all (not JSON, or no `results` array).
    public func decodePage(from data: Data) throws -> ContactsSourcePageDataModel {
        try decodeRecords(from: data).page
    }

    /// Decodes `data` keeping every element of `results` in order, read or
    /// skipped, for sources that slice a response into pages.
    /// - Throws: `ContactsSourceError.malformedResponse`, as `decodePage(from:)`.
    func decodeRecords(from data: Data) throws(ContactsSourceError) -> RandomUserDecodedResponse {
        let response: RandomUserResponse
        do {
            response = try JSONDecoder().decode(RandomUserResponse.self, from: data)
        } catch {
            logger.error(
                "Not a randomuser.me response",
                metadata: ["reason": "\(String(describing: error))", "bytes": "\(data.count)"]
            )
            throw .malformedResponse
        }
        if response.infoWasUnreadable {
            logger.warning("Ignored the response's unreadable 'info'")
        }
        let records = response.results.enumerated().map { index, slot in
            record(at: index, from: slot)
        }
        return RandomUserDecodedResponse(records: records, info: response.info?.dataModel)
    }

    private func record(at index: Int, from slot: RandomUserRecordSlot) -> RandomUserDecodedResponse.Record {
        do {
            let record = try slot.outcome.get()
            return .contact(try RandomUserRecordMapper.contact(from: record))
        } catch {
            logger.notice(
                "Skipped unreadable randomuser.me record \(index): \(error)",
                metadata: ["index": "\(index)", "reason": "\(error)"]
            )
            return .skipped(error)
        }
    }
}
