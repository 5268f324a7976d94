/// Response bodies for `RandomUserAPISourceTests`, as a randomuser.me 1.4 server sends them.
enum RandomUserAPISourceFixtures {
    /// The ids (`login.uuid`) of the two records in `twoContactsPage`, in order.
    static let twoContactsIDs = [
        "6f3c2a8e-52f1-4d0b-9a43-2b1e7c9d5a10",
        "a9d8e1b2-0c3f-4e57-8b6a-1f2d3c4e5a6b",
    ]

    /// Page 2 of seed `mosaic`, two records: a French contact (numeric postcode) and an
    /// Irish one (no national id value, as the API sends it).
    static let twoContactsPage = """
        {
          "results": [
            {
              "gender": "female",
              "name": { "title": "Mrs", "first": "Zoë", "last": "Moulin" },
              "location": {
                "street": { "number": 4821, "name": "Rue de l'Abbé-Groult" },
                "city": "Rennes",
                "state": "Ille-et-Vilaine",
                "country": "France",
                "postcode": 35000,
                "coordinates": { "latitude": "48.1173", "longitude": "-1.6778" },
                "timezone": { "offset": "+1:00", "description": "Brussels, Copenhagen, Madrid, Paris" }
              },
              "email": "zoe.moulin@example.com",
              "login": {
                "uuid": "6f3c2a8e-52f1-4d0b-9a43-2b1e7c9d5a10",
                "username": "bluebird512",
                "password": "marine",
                "salt": "q8ZkW1xR",
                "md5": "2c1743a391305fbf367df8e4f069f9f9",
                "sha1": "0b1c6f2a9ad5b63d1c3b5b1ee0d1f4a8d1c2e3f4",
                "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
              },
              "dob": { "date": "1993-07-20T09:44:18.674Z", "age": 32 },
              "registered": { "date": "2016-03-11T14:02:55.120Z", "age": 9 },
              "phone": "02-41-57-83-09",
              "cell": "06-12-48-90-33",
              "id": { "name": "INSEE", "value": "2930735115042 61" },
              "picture": {
                "large": "https://randomuser.me/api/portraits/women/44.jpg",
                "medium": "https://randomuser.me/api/portraits/med/women/44.jpg",
                "thumbnail": "https://randomuser.me/api/portraits/thumb/women/44.jpg"
              },
              "nat": "FR"
            },
            {
              "gender": "male",
              "name": { "title": "Mr", "first": "Cian", "last": "O'Brien" },
              "location": {
                "street": { "number": 7310, "name": "Herbert Road" },
                "city": "Galway",
                "state": "Connacht",
                "country": "Ireland",
                "postcode": "H91 E2K4",
                "coordinates": { "latitude": "53.2707", "longitude": "-9.0568" },
                "timezone": { "offset": "0:00", "description": "Western Europe Time, London, Lisbon, Casablanca" }
              },
              "email": "cian.obrien@example.com",
              "login": {
                "uuid": "a9d8e1b2-0c3f-4e57-8b6a-1f2d3c4e5a6b",
                "username": "tinyleopard271",
                "password": "pass1234",
                "salt": "Lr5vB0nT",
                "md5": "5f4dcc3b5aa765d61d8327deb882cf99",
                "sha1": "5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8",
                "sha256": "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8"
              },
              "dob": { "date": "1978-11-02T21:15:40.031Z", "age": 47 },
              "registered": { "date": "2009-05-27T08:31:12.448Z", "age": 16 },
              "phone": "061-530-2841",
              "cell": "081-627-1950",
              "id": { "name": "PPS", "value": null },
              "picture": {
                "large": "https://randomuser.me/api/portraits/men/71.jpg",
                "medium": "https://randomuser.me/api/portraits/med/men/71.jpg",
                "thumbnail": "https://randomuser.me/api/portraits/thumb/men/71.jpg"
              },
              "nat": "IE"
            }
          ],
          "info": { "seed": "mosaic", "results": 2, "page": 2, "version": "1.4" }
        }
        """

    /// Not JSON at all: what a misconfigured proxy might answer with a 200.
    static let notJSON = "<html><body>Service temporarily moved</body></html>"
}
