// Demo reviews, keyed by the reviewed business's name. Listings missing here have no reviews yet
// (new listings, and those awaiting approval). Reviewers are assigned from REVIEWERS by the seed.

export interface DemoReview {
  rating: number;
  title: string;
  comment: string;
}

export interface DemoReviewer {
  name: string;
  location: string;
}

export const REVIEWERS: readonly DemoReviewer[] = [
  { name: "Emma Larsen", location: "Copenhagen, Denmark" },
  { name: "Arjun Mehta", location: "Mumbai, India" },
  { name: "Sophie Martin", location: "Lyon, France" },
  { name: "Lukas Becker", location: "Munich, Germany" },
  { name: "Aiko Tanaka", location: "Kyoto, Japan" },
  { name: "Priya Nair", location: "Kochi, India" },
  { name: "Daniel Cohen", location: "Tel Aviv, Israel" },
  { name: "Chloe Williams", location: "Melbourne, Australia" },
  { name: "Mateo García", location: "Valencia, Spain" },
  { name: "Liam O'Connor", location: "Dublin, Ireland" },
  { name: "Ananya Sharma", location: "New Delhi, India" },
  { name: "Jonas Berg", location: "Oslo, Norway" },
  { name: "Isabella Rossi", location: "Florence, Italy" },
  { name: "Noah Thompson", location: "Vancouver, Canada" },
  { name: "Mei Lin Tan", location: "Singapore" },
  { name: "Rahul Verma", location: "Bengaluru, India" },
  { name: "Hannah Schmidt", location: "Vienna, Austria" },
  { name: "Lucas Silva", location: "São Paulo, Brazil" },
  { name: "Amara Okafor", location: "Lagos, Nigeria" },
  { name: "Ethan Brooks", location: "Portland, USA" },
  { name: "Sara Johansson", location: "Gothenburg, Sweden" },
  { name: "Kavya Iyer", location: "Chennai, India" },
  { name: "Tom Evans", location: "Bristol, UK" },
  { name: "Yuki Sato", location: "Osaka, Japan" },
  { name: "Nadia Haddad", location: "Beirut, Lebanon" },
  { name: "Ben Carter", location: "Austin, USA" },
  { name: "Inès Moreau", location: "Brussels, Belgium" },
  { name: "Vikram Singh", location: "Jaipur, India" },
  { name: "Zoe Anderson", location: "Auckland, New Zealand" },
  { name: "Pablo Fernández", location: "Buenos Aires, Argentina" },
  { name: "Leah Goldberg", location: "New York, USA" },
  { name: "Farah Khan", location: "Hyderabad, India" },
  { name: "Marta Kowalska", location: "Kraków, Poland" },
  { name: "Oliver Wright", location: "London, UK" },
  { name: "Ayesha Rahman", location: "Dhaka, Bangladesh" },
  { name: "Tenzin Dolma", location: "Dharamshala, India" },
  { name: "Julia Novak", location: "Prague, Czechia" },
  { name: "Samir Patel", location: "Ahmedabad, India" },
  { name: "Grace Kim", location: "Seoul, South Korea" },
  { name: "Matteo Bianchi", location: "Milan, Italy" },
  { name: "Laura Jensen", location: "Aarhus, Denmark" },
  { name: "Elif Yılmaz", location: "Istanbul, Türkiye" },
  { name: "Nikhil Joshi", location: "Pune, India" },
  { name: "Freya Clarke", location: "Edinburgh, UK" },
  { name: "Diego Ramírez", location: "Mexico City, Mexico" },
  { name: "Anika Müller", location: "Zurich, Switzerland" },
  { name: "Sipho Ndlovu", location: "Cape Town, South Africa" },
  { name: "Meera Kapoor", location: "Chandigarh, India" },
  { name: "James Walker", location: "Sydney, Australia" },
  { name: "Clara Dubois", location: "Montréal, Canada" },
  { name: "Rohan Das", location: "Kolkata, India" },
  { name: "Eva Horváth", location: "Budapest, Hungary" },
  { name: "Kenji Watanabe", location: "Tokyo, Japan" },
  { name: "Sofia Costa", location: "Lisbon, Portugal" },
  { name: "Aditi Rao", location: "Mysuru, India" },
  { name: "Max Fischer", location: "Hamburg, Germany" },
  { name: "Noa Levi", location: "Haifa, Israel" },
  { name: "Ravi Kumar", location: "Dehradun, India" },
  { name: "Emily Chen", location: "San Francisco, USA" },
  { name: "Aroha Ngata", location: "Rotorua, New Zealand" },
];

export const DEMO_REVIEWS: Readonly<Record<string, readonly DemoReview[]>> = {
  "Ganga Prana Yoga Shala": [
    {
      rating: 5,
      title: "The class I measure others against",
      comment:
        "I came for a week and stayed five. The teachers are patient, the sequencing is thoughtful, and the final silence looking at the hills is something I still think about.",
    },
    {
      rating: 5,
      title: "Perfect for beginners",
      comment:
        "I had never done pranayama before. Every technique was explained slowly and nobody was pushed. Small groups made a huge difference.",
    },
    {
      rating: 4,
      title: "Lovely, book ahead",
      comment:
        "Beautiful shala and a very kind teacher. The 7 am class fills up fast in October, so message them the day before.",
    },
    {
      rating: 5,
      title: "Real traditional hatha",
      comment:
        "No music, no gimmicks, just careful practice and good explanations of why we do each posture. Exactly what I was looking for in Rishikesh.",
    },
    {
      rating: 5,
      title: "Worth every rupee",
      comment: "The weekly pass is fair value. I felt stronger and calmer by the end of the second week.",
    },
  ],
  "Himalayan Stillness Meditation Hall": [
    {
      rating: 5,
      title: "A true refuge",
      comment:
        "After the noise of the bazaar this hall is pure peace. The yoga nidra session on Wednesday evening was the deepest rest I have had in years.",
    },
    {
      rating: 4,
      title: "Simple and sincere",
      comment:
        "Donation based and no pressure at all. Instructions are minimal, which suits experienced meditators more than complete beginners.",
    },
    {
      rating: 5,
      title: "Did the weekend silence retreat",
      comment:
        "Two days without talking, guided sittings and simple food. Well organised and gentle. I left feeling lighter.",
    },
  ],
  "Riverside Hatha Collective": [
    {
      rating: 4,
      title: "Great value rooftop classes",
      comment:
        "Good alignment cues and the rooftop catches a nice breeze. Can get a little noisy from the market below in the evening.",
    },
    {
      rating: 5,
      title: "Teachers who actually adjust you",
      comment:
        "I have a bad knee and the teacher gave me a different option for every kneeling posture without making a fuss.",
    },
    {
      rating: 4,
      title: "Friendly community",
      comment:
        "The chai after class is how I met half my friends in Rishikesh. Friday's pay-what-you-can class is a lovely idea.",
    },
  ],
  "Sunrise Ashtanga Rishikesh": [
    {
      rating: 4,
      title: "Solid Mysore room",
      comment:
        "Early start but worth it. The teacher knows the series deeply and the adjustments are precise. The room gets crowded in peak season.",
    },
    {
      rating: 3,
      title: "Good teaching, little space",
      comment:
        "Teaching is good, but mats were almost touching on some mornings. I would go again in the quieter months.",
    },
  ],
  "Dhanvantari Ayurveda Kendra": [
    {
      rating: 5,
      title: "Life-changing panchakarma",
      comment:
        "Fourteen days of treatment with daily check-ins from the doctor. My digestion and sleep are better than they have been in a decade.",
    },
    {
      rating: 5,
      title: "Professional and caring",
      comment:
        "The consultation was detailed and the doctor explained everything in clear English. The therapists were respectful and skilled.",
    },
    {
      rating: 4,
      title: "Excellent shirodhara",
      comment: "Very relaxing and the oils smell wonderful. The clinic is busy, so book a few days in advance.",
    },
    {
      rating: 5,
      title: "Genuine ayurveda",
      comment: "No spa-style upselling, just honest treatment and sensible diet advice I could take home with me.",
    },
    {
      rating: 4,
      title: "Great food during treatment",
      comment: "The kitchen makes the detox diet surprisingly tasty. Rooms are basic but clean.",
    },
  ],
  "Tulsi Leaf Panchakarma Retreat": [
    {
      rating: 5,
      title: "A peaceful place to heal",
      comment:
        "The courtyard garden is gorgeous and the staff treat you like family. Twelve days here reset my whole system.",
    },
    {
      rating: 4,
      title: "Expensive but thorough",
      comment:
        "Not cheap, but everything is included and the doctor adjusts the programme every day. I would recommend at least ten days.",
    },
    {
      rating: 5,
      title: "Best sleep of my life",
      comment: "Daily abhyanga, early nights and simple food. By day five I was sleeping nine hours straight.",
    },
  ],
  "Singing Bowl Sound Healing Room": [
    {
      rating: 5,
      title: "Deeply relaxing",
      comment:
        "I was skeptical but fell into a state somewhere between sleep and meditation. The gong at the end was incredible.",
    },
    {
      rating: 5,
      title: "Took the three-day course",
      comment: "Now I can play my own bowls at home. The teacher is generous with knowledge and very patient.",
    },
    {
      rating: 4,
      title: "Lovely group session",
      comment:
        "Good atmosphere, though a couple of late arrivals interrupted the start. The sound itself was beautiful.",
    },
    {
      rating: 5,
      title: "Helped with my anxiety",
      comment: "I booked a private session during a stressful time. I walked out calmer than I had felt in weeks.",
    },
  ],
  "Marma Touch Therapy": [
    {
      rating: 4,
      title: "Fixed my trekking legs",
      comment:
        "After five days on the trail my calves were wrecked. One deep tissue session and I could walk downhill again.",
    },
    {
      rating: 4,
      title: "Good reflexology",
      comment: "Small room, but clean and quiet. The therapist found every tense spot.",
    },
  ],
  "Nadi Vaidya Pulse Clinic": [
    {
      rating: 5,
      title: "Old-school wisdom",
      comment:
        "The vaidya read my pulse for a few minutes and described my symptoms better than I could. The herbs cost very little.",
    },
    {
      rating: 4,
      title: "Go early",
      comment: "Authentic and affordable, but the waiting room fills with families by nine. Worth the wait.",
    },
    {
      rating: 4,
      title: "Helpful diet advice",
      comment: "Simple, practical changes to what and when I eat. My stomach settled within a week.",
    },
  ],
  "Parvat Vista Boutique Stay": [
    {
      rating: 5,
      title: "Waking up to that view",
      comment:
        "Every morning I had tea on the balcony watching the mist lift off the valley. Rooms are spotless and the staff are wonderful.",
    },
    {
      rating: 5,
      title: "Felt looked after",
      comment:
        "They booked my rafting, my taxi to the airport and even a doctor when I caught a cold. Nothing was too much trouble.",
    },
    {
      rating: 4,
      title: "Quiet and comfortable",
      comment:
        "Lovely rooms and a great breakfast. The walk up the hill is steep after dinner, so take a rickshaw if you are tired.",
    },
    {
      rating: 5,
      title: "Our favourite stay in India",
      comment: "We spent six weeks travelling and this was the place we did not want to leave.",
    },
    {
      rating: 4,
      title: "Great base for Tapovan",
      comment: "Comfortable beds, reliable hot water and good Wi-Fi. The terrace is perfect at sunset.",
    },
    {
      rating: 5,
      title: "Thoughtful touches",
      comment: "Fresh flowers, a handwritten welcome note and filtered water refills on every floor.",
    },
  ],
  "Saffron Door Guesthouse": [
    {
      rating: 4,
      title: "Best budget option",
      comment: "Clean, friendly and cheap. The shared kitchen is a bonus when you get tired of eating out.",
    },
    {
      rating: 4,
      title: "Great for long stays",
      comment: "I stayed a month and got a good discount. The rooftop is where everyone gathers in the evening.",
    },
    {
      rating: 3,
      title: "Good but noisy",
      comment: "The location is central, which also means bells and traffic early in the morning. Bring earplugs.",
    },
  ],
  "Shanti Kutir Ashram Rooms": [
    {
      rating: 5,
      title: "Real ashram life",
      comment:
        "Morning meditation, simple meals and satsang in the evening. The garden is the most peaceful spot in town.",
    },
    {
      rating: 4,
      title: "Basic rooms, beautiful spirit",
      comment: "Rooms are very simple and the rules are strict, but that is the point. I loved the library.",
    },
    {
      rating: 5,
      title: "Exactly what I needed",
      comment: "After a hard year, two weeks here gave me structure and quiet. The food is delicious.",
    },
    { rating: 4, title: "Right by the river", comment: "Steps from the ghat. Be ready for the early wake-up bell." },
  ],
  "Forest Edge Retreat Camp": [
    {
      rating: 5,
      title: "Perfect family trip",
      comment:
        "The kids loved the rafting and the bonfire, and we loved the food. The tents are comfortable with real beds.",
    },
    {
      rating: 4,
      title: "Beautiful setting",
      comment:
        "Among the trees with the river below. The waterfall hike is short and lovely. The road noise fades at night.",
    },
    {
      rating: 5,
      title: "Great for our team offsite",
      comment: "They handled a group of twenty with ease. Good guides, good food, good vibes.",
    },
  ],
  "Cedar & Stone Wellness Resort": [
    {
      rating: 5,
      title: "Pure luxury in the forest",
      comment:
        "The infinity pool view is unreal. Daily yoga and spa treatments made it the most restful holiday we have had.",
    },
    {
      rating: 5,
      title: "Worth the splurge",
      comment: "Impeccable service, a beautiful villa and food that was both healthy and delicious.",
    },
    {
      rating: 4,
      title: "Remote in the best way",
      comment: "It is a drive from town, so plan your trips. Inside the resort you will not want to leave anyway.",
    },
    {
      rating: 5,
      title: "Honeymoon to remember",
      comment: "They surprised us with a candlelit dinner on the terrace. Everything was thoughtful.",
    },
  ],
  "Triveni Aarti Circle Walks": [
    {
      rating: 5,
      title: "Finally understood the aarti",
      comment:
        "I had watched aarti before without knowing what was happening. The guide explained each part, and floating my own diya was moving.",
    },
    {
      rating: 5,
      title: "Best thing we did in Rishikesh",
      comment: "Small group, a great guide, and we got a spot on the steps close to the priests.",
    },
    {
      rating: 4,
      title: "Informative and fun",
      comment:
        "Lots of stories about the old town temples along the way. It is crowded at the ghat, so hold on to your belongings.",
    },
    {
      rating: 5,
      title: "Respectful and warm",
      comment: "The guide taught us how to behave at the ceremony so we felt part of it rather than tourists watching.",
    },
  ],
  "Jyotish Bhavan Vedic Astrology": [
    {
      rating: 4,
      title: "Detailed reading",
      comment: "An hour of careful explanation and written notes to take home. Some of it was uncannily accurate.",
    },
    {
      rating: 5,
      title: "Wise and kind",
      comment: "Less fortune telling, more thoughtful advice. I appreciated the honesty.",
    },
  ],
  "Sacred Caves & Temples Day Trips": [
    {
      rating: 5,
      title: "Sunrise at Kunjapuri",
      comment: "Worth the 4 am start. The guide knew every story and the views of the Himalaya were clear.",
    },
    {
      rating: 4,
      title: "Well organised day",
      comment:
        "Comfortable jeep, packed breakfast and a driver who takes the curves carefully. Neelkanth was busy but we went early.",
    },
    {
      rating: 5,
      title: "Vashishta cave was magical",
      comment: "We sat in the cave in silence for twenty minutes. Our guide made sure we had that time.",
    },
  ],
  "Agni Havan Fire Ceremony House": [
    {
      rating: 5,
      title: "A beautiful blessing",
      comment:
        "We did a havan for my daughter's birthday. The priest explained everything in English and made it very personal.",
    },
    {
      rating: 4,
      title: "Authentic ceremony",
      comment: "Simple courtyard and a sincere priest. A little smoky, so sit upwind.",
    },
  ],
  "Moonlight Ghat Meditation": [
    {
      rating: 4,
      title: "Magic under the full moon",
      comment: "Candles, the sound of the river and forty minutes of silence with strangers. Go at least once.",
    },
    {
      rating: 3,
      title: "Lovely idea, hard to find",
      comment: "The meditation itself was beautiful, but finding the ghat in the dark took a while. Bring a torch.",
    },
  ],
  "White Water Wallahs Rafting": [
    {
      rating: 5,
      title: "Safety first, fun always",
      comment:
        "The briefing was thorough and the guide kept us laughing through every rapid. Having a safety kayaker made my nervous mother relax.",
    },
    {
      rating: 5,
      title: "Did the 26 km run",
      comment: "Big rapids, a swim in a calm stretch and a cliff jump. Best morning of our trip.",
    },
    {
      rating: 4,
      title: "Great guides",
      comment: "Professional team with good equipment. The jeep back to Rishikesh was a bit of a squeeze.",
    },
    {
      rating: 5,
      title: "Kayak lessons were excellent",
      comment: "Two days of lessons and I was running small rapids on my own. Patient instructors.",
    },
    {
      rating: 4,
      title: "Go in spring",
      comment: "We went in April and the water was perfect. Bring a change of clothes and a dry bag.",
    },
  ],
  "Garhwal Ridge Trekking Co.": [
    {
      rating: 5,
      title: "Kuari Pass was incredible",
      comment: "Superb trek leader, great food at camp, and the views of Nanda Devi were unforgettable.",
    },
    {
      rating: 4,
      title: "Good day hike",
      comment:
        "A gentle forest walk to a village above Rishikesh with lunch at a family home. Nice way to see rural life.",
    },
    {
      rating: 5,
      title: "Everything was handled",
      comment: "Permits, tents, porters, meals: we just had to walk. Very well organised.",
    },
  ],
  "Riverbend Beach Camp": [
    {
      rating: 5,
      title: "Stars over the river",
      comment:
        "No electricity, no traffic, just the river and a sky full of stars. The long rafting run the next morning was epic.",
    },
    {
      rating: 4,
      title: "Rustic and wonderful",
      comment: "Toilets are basic but clean. Food was simple and tasty. Bring a warm layer for the night.",
    },
  ],
  "Pedal Himalaya Cycle Tours": [
    {
      rating: 5,
      title: "Great morning ride",
      comment:
        "The village loop was beautiful and the guide stopped often to chat with locals. Bikes were in great condition.",
    },
    {
      rating: 4,
      title: "Tough climb, big reward",
      comment:
        "The Kunjapuri ride is hard work but the support van is there if you need it. Amazing views from the top.",
    },
    {
      rating: 5,
      title: "Well maintained bikes",
      comment: "Brakes and gears perfect, helmet and gloves provided. Highly recommend for active travellers.",
    },
  ],
  "The Sattvic Spoon": [
    {
      rating: 5,
      title: "Best thali in Tapovan",
      comment:
        "Fresh, light and full of flavour. I ate here almost every day during my teacher training and never got bored.",
    },
    {
      rating: 5,
      title: "Took the cooking class",
      comment: "Learned to make kitchari, chutney and chapati. Now I cook sattvic food at home.",
    },
    {
      rating: 4,
      title: "Calm and clean",
      comment: "Peaceful atmosphere and an open kitchen you can watch. Service slows down at lunch when it is full.",
    },
    {
      rating: 5,
      title: "My stomach thanks them",
      comment: "After a week of travel food, their ayurvedic breakfast was exactly what I needed.",
    },
    {
      rating: 5,
      title: "Lovely staff",
      comment: "They remembered my order by the third day and always refilled my water bottle for free.",
    },
  ],
  "Rooftop Chai Ghar": [
    {
      rating: 5,
      title: "Sunset chai heaven",
      comment: "The view of the bridge at sunset with a cup of masala chai is pure Rishikesh.",
    },
    {
      rating: 4,
      title: "Cosy hangout",
      comment: "Great chai, good samosas and lots of board games. Stairs are steep.",
    },
    {
      rating: 4,
      title: "Loved the book exchange",
      comment: "Swapped two novels and spent a whole afternoon reading with the river below.",
    },
  ],
  "Little Lotus Juice Bar": [
    {
      rating: 5,
      title: "Post-yoga ritual",
      comment: "The green juice after class became my daily habit. Always fresh, always cold.",
    },
    {
      rating: 4,
      title: "Good smoothie bowls",
      comment: "Generous portions and nice toppings. A bit pricey for Rishikesh but the quality is there.",
    },
  ],
  "Bansuri Riverside Café": [
    {
      rating: 4,
      title: "Saturday flute night",
      comment: "Live bansuri music by the river with a wood-fired pizza. Slow service, but who is in a hurry here?",
    },
    {
      rating: 3,
      title: "Nice spot, slow kitchen",
      comment: "The view and atmosphere are great, but our food took forty minutes. Come when you have time.",
    },
    {
      rating: 4,
      title: "Good shakshuka",
      comment: "One of the better breakfasts on the Ram Jhula side. Comfortable cushions.",
    },
  ],
  "Trusty Wheels Scooter Rental": [
    {
      rating: 5,
      title: "Honest and reliable",
      comment:
        "Scooter in good shape, full tank, two helmets, no deposit drama. They even marked the petrol pumps on my map.",
    },
    {
      rating: 4,
      title: "Easy rental",
      comment: "Fast paperwork and fair weekly rate. The scooter's mirror was loose but they fixed it in minutes.",
    },
    {
      rating: 5,
      title: "Helpful advice",
      comment: "They explained which bridges you can ride across and the best route to Neelkanth. Very useful.",
    },
  ],
  "Ganga Valley Taxi Service": [
    {
      rating: 5,
      title: "On time at 4 am",
      comment: "Our driver was waiting outside before our early airport run. Clean car and careful driving.",
    },
    {
      rating: 4,
      title: "Fair fixed prices",
      comment: "No haggling, the price quoted on WhatsApp was what we paid. The Delhi trip is long but comfortable.",
    },
    {
      rating: 5,
      title: "Great day trip driver",
      comment: "He waited patiently at every temple and recommended a great roadside dhaba.",
    },
  ],
  "Jhula Medical & Pharmacy": [
    {
      rating: 5,
      title: "Lifesaver",
      comment: "When I got a stomach bug the pharmacist sorted me out and the evening doctor saw me the same day.",
    },
    {
      rating: 4,
      title: "Well stocked",
      comment: "Had everything I needed, including the mosquito repellent brand I use at home.",
    },
  ],
  "Ganga Kirtan Nights": [
    {
      rating: 5,
      title: "Singing my heart out",
      comment:
        "I do not sing, and by the end of the night I was chanting at full volume. The energy in the room is beautiful.",
    },
    {
      rating: 5,
      title: "Welcoming to everyone",
      comment:
        "Song sheets with transliterations meant I could join in from the first song. The silence at the end was perfect.",
    },
    {
      rating: 4,
      title: "Wonderful musicians",
      comment: "Harmonium and tabla players are excellent. Arrive early to get a spot near the front.",
    },
    {
      rating: 5,
      title: "Weekly highlight",
      comment: "I came every Thursday for a month. It became the heart of my time in Rishikesh.",
    },
  ],
  "Full Moon Satsang Garden": [
    {
      rating: 5,
      title: "Wisdom under the mango trees",
      comment: "A clear, warm talk on the Katha Upanishad and a delicious shared meal. Everyone was welcome.",
    },
    {
      rating: 4,
      title: "Thoughtful discussion",
      comment: "Good questions from the group and patient answers. Bring a cushion, the garden chairs run out.",
    },
  ],
  "Rishikesh Conscious Arts Festival": [
    {
      rating: 5,
      title: "Five days of inspiration",
      comment:
        "Workshops in the morning, concerts by the river at night, and the craft market in between. Beautifully organised.",
    },
    {
      rating: 4,
      title: "Great line-up",
      comment: "So many good teachers in one place. The food court could use more seating.",
    },
    {
      rating: 4,
      title: "Worth a day pass",
      comment: "Even one day was full of interesting talks. The evening concert was the highlight.",
    },
  ],
  "Ecstatic Dance by the Ganga": [
    { rating: 5, title: "Free and joyful", comment: "No alcohol, no phones, just music and movement. I left glowing." },
    {
      rating: 4,
      title: "Great DJ",
      comment: "The set built beautifully from slow to wild and back. The hall gets hot, so bring water.",
    },
  ],
  "Sunday Sangha Workshops": [
    {
      rating: 5,
      title: "Anatomy for yogis was brilliant",
      comment: "Clear, practical and fun. It changed how I think about my own practice.",
    },
    {
      rating: 4,
      title: "Nice way to spend Sunday",
      comment: "Small group, good tea and a journaling workshop that was more moving than I expected.",
    },
  ],
  "Anahata School of Yoga Teachers": [
    {
      rating: 5,
      title: "The YTT I hoped for",
      comment:
        "Serious teaching in asana, anatomy and philosophy, and we practised teaching from week two. I left confident to lead my own classes.",
    },
    {
      rating: 5,
      title: "Teachers who care",
      comment: "Every teacher knew our names and our struggles. The philosophy classes were a revelation.",
    },
    {
      rating: 4,
      title: "Intense but rewarding",
      comment: "Long days from 6 am to 8 pm. Be ready for that. The food and rooms were very good.",
    },
    {
      rating: 5,
      title: "Did the 300-hour",
      comment: "Deeper and more personal than my first training. Worth coming back to Rishikesh for.",
    },
    {
      rating: 4,
      title: "Well structured curriculum",
      comment: "Clear schedule, good manuals and fair assessments. I wish there had been a bit more free time.",
    },
    {
      rating: 5,
      title: "Changed my life",
      comment: "I arrived burnt out from my office job and left with a new profession and lifelong friends.",
    },
  ],
  "Charaka Institute of Ayurvedic Studies": [
    {
      rating: 5,
      title: "Excellent introduction course",
      comment: "Two weeks packed with theory, cooking and clinic visits. The doctors teach with real passion.",
    },
    {
      rating: 4,
      title: "Practical massage training",
      comment: "Lots of hands-on practice in the clinic. The Sanskrit terms take a while but they explain them well.",
    },
    {
      rating: 5,
      title: "Ayurvedic cooking was a joy",
      comment: "I now understand why we use each spice. Great teachers and tasty homework.",
    },
  ],
  "Devavani Sanskrit Pathshala": [
    {
      rating: 5,
      title: "Finally reading Devanagari",
      comment:
        "After three weeks of evening classes I can read the Yoga Sutras slowly in Sanskrit. A patient, funny teacher.",
    },
    {
      rating: 4,
      title: "Great for mantra pronunciation",
      comment: "My chanting improved so much. The workbook is very good.",
    },
  ],
  "Raga River Music School": [
    {
      rating: 5,
      title: "Played my first raga",
      comment: "Two weeks of sitar lessons and I played Raga Yaman, slowly but correctly. Inspiring teacher.",
    },
    {
      rating: 5,
      title: "Harmonium for kirtan",
      comment: "Exactly what I wanted: enough harmonium to lead simple kirtan back home.",
    },
    {
      rating: 4,
      title: "Tabla is hard, teaching is great",
      comment: "My hands hurt but the teacher's patience never ran out. The practice rooms are quiet.",
    },
  ],
};
