extension NationalityProfile {
    /// `IN`: six-digit numeric PIN codes, UIDAI (Aadhaar) numbers, ten-digit phones.
    static let india = NationalityProfile(
        code: "IN", country: "India",
        maleFirstNames: [
            "Aarav", "Vivaan", "Aditya", "Vihaan", "Arjun", "Sai", "Reyansh", "Krishna", "Ishaan", "Shaurya",
            "Rohan", "Rahul", "Amit", "Vikram", "Suresh", "Rajesh", "Sanjay", "Anil", "Manoj", "Pranav",
            "Kunal", "Nikhil", "Harsh", "Siddharth",
        ],
        femaleFirstNames: [
            "Aadhya", "Ananya", "Diya", "Saanvi", "Pari", "Anika", "Navya", "Myra", "Priya", "Pooja",
            "Neha", "Sneha", "Kavya", "Riya", "Shreya", "Aishwarya", "Lakshmi", "Meera", "Sunita", "Anjali",
            "Deepika", "Divya", "Nisha", "Tanvi",
        ],
        lastNames: [
            "Sharma", "Verma", "Gupta", "Singh", "Kumar", "Patel", "Shah", "Mehta", "Reddy", "Nair", "Iyer",
            "Menon", "Rao", "Pillai", "Joshi", "Kulkarni", "Desai", "Chopra", "Malhotra", "Kapoor", "Bhat",
            "Shetty", "Naidu", "Chaudhary", "Banerjee", "Mukherjee", "Chatterjee", "Das", "Bose", "Sen",
            "Yadav", "Mishra", "Pandey", "Saxena", "Agarwal", "Jain", "Dutta", "Ghosh",
        ],
        places: [
            Place("Mumbai", "Maharashtra"), Place("Delhi", "Delhi"), Place("Bengaluru", "Karnataka"),
            Place("Hyderabad", "Telangana"), Place("Ahmedabad", "Gujarat"), Place("Chennai", "Tamil Nadu"),
            Place("Kolkata", "West Bengal"), Place("Pune", "Maharashtra"), Place("Jaipur", "Rajasthan"),
            Place("Surat", "Gujarat"), Place("Lucknow", "Uttar Pradesh"), Place("Kanpur", "Uttar Pradesh"),
            Place("Nagpur", "Maharashtra"), Place("Indore", "Madhya Pradesh"), Place("Bhopal", "Madhya Pradesh"),
            Place("Visakhapatnam", "Andhra Pradesh"), Place("Patna", "Bihar"), Place("Vadodara", "Gujarat"),
            Place("Ludhiana", "Punjab"), Place("Agra", "Uttar Pradesh"), Place("Nashik", "Maharashtra"),
            Place("Kochi", "Kerala"), Place("Coimbatore", "Tamil Nadu"), Place("Mysuru", "Karnataka"),
            Place("Bhubaneswar", "Odisha"), Place("Guwahati", "Assam"), Place("Chandigarh", "Chandigarh"),
            Place("Dehradun", "Uttarakhand"),
        ],
        streets: [
            "MG Road", "Station Road", "Nehru Road", "Gandhi Nagar", "Park Street", "Brigade Road", "Linking Road",
            "Anna Salai", "Jawaharlal Nehru Marg", "Residency Road", "Church Street", "Ashram Road", "Civil Lines",
            "Mall Road", "Sardar Patel Road", "Ring Road", "Marine Drive", "Chandni Chowk",
            "Lal Bahadur Shastri Marg", "Hill Road",
        ],
        postcode: .number("N#####"),
        phonePatterns: ["N#########"], cellPatterns: ["9#########", "8#########", "7#########"],
        nationalId: .pattern(name: "UIDAI", pattern: "N###########")
    )
}
