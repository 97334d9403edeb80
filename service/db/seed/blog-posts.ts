// Demo blog articles: practical writing about Rishikesh, a few kept as drafts so the admin's
// Published/Draft states have something to show. Slugs are derived from the titles by the seed.
import type { BlogCategory } from "../../../shared/constants.ts";

export interface DemoBlogPost {
  title: string;
  category: BlogCategory;
  excerpt: string;
  /** paragraphs separated by blank lines */
  content: string;
  /** Unsplash photo id */
  photo: string;
  tags: string[];
  readTime: number;
  isPublished: boolean;
  /** how long before the seed's base date the post was written */
  daysAgo: number;
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    title: "Your First Week in Rishikesh: A Day-by-Day Guide",
    category: "guides",
    excerpt:
      "Seven days to find your feet in the yoga capital: where to stay, which classes to try first, and how to pace yourself so the town can work its quiet magic.",
    photo: "1591018533173-5c1b9e1d22a3",
    tags: ["first visit", "itinerary", "tapovan", "laxman jhula"],
    readTime: 9,
    isPublished: true,
    daysAgo: 12,
    content: `Most people arrive in Rishikesh tired: a night train, a long drive up from Delhi, or an early flight into Dehradun. Give yourself the first day to do very little. Check in, walk down to the river, put your feet in the cold water and watch the light change on the hills. The town will still be here tomorrow.

On day two, get your bearings. The town stretches along both banks of the Ganges, and most travellers spend their time between Tapovan and Laxman Jhula on the west bank and Swarg Ashram on the east. Walk from Laxman Jhula to Ram Jhula along the east bank path in the morning, when the ashrams are ringing their bells and the cafés are just opening. It takes about forty minutes and shows you most of what you will come back to later.

Day three is for a first class. Try a drop-in hatha class rather than committing to a month-long package on the spot. Good teachers do not mind you trying a class before deciding, and a few sessions at different schools will tell you more than any number of online reviews. Ask about group size, the style of teaching and whether adjustments are hands-on.

On day four, go to the evening Ganga aarti. The ceremony at Triveni Ghat is the largest and most local; the one at Parmarth Niketan is more organised and draws more visitors. Arrive half an hour early, take off your shoes where others do, and simply watch the first time.

Day five is a good day for something physical. From September to June the rafting stretches above Shivpuri run with clear green water, and a half-day trip is an easy introduction. If water is not your thing, walk up to one of the waterfalls on the Neer Garh trail, or hire a scooter and ride to the hilltop temple at Kunjapuri for the view of the high Himalaya.

Use day six to rest your body and feed it well. Book an abhyanga massage at an ayurvedic clinic, eat a simple thali at lunch and spend the afternoon with a book at a riverside café. Many first-timers try to do everything; the ones who enjoy Rishikesh most leave room for nothing.

On day seven, decide what comes next. By now you will know whether you want a longer course, a quieter stay across the river, or a trek deeper into the mountains. Whatever you choose, you will have found your own rhythm in the town, and that is what the first week is for.`,
  },
  {
    title: "How to Choose a 200-Hour Yoga Teacher Training in Rishikesh",
    category: "yoga",
    excerpt:
      "Hundreds of schools offer a 200-hour course. Here is what to ask about curriculum, teachers, group size and daily schedule before you pay a deposit.",
    photo: "1552196563-55cd4e45efb3",
    tags: ["teacher training", "yoga alliance", "ytt", "choosing a school"],
    readTime: 11,
    isPublished: true,
    daysAgo: 27,
    content: `Rishikesh has more yoga teacher trainings than anywhere else in the world, and that is both its strength and its problem. The best courses here are excellent; the weakest are crowded, rushed and taught by people who finished their own training a year ago. A few questions will help you tell them apart.

Start with the lead teachers, not the school's name. Ask who will actually teach the asana, anatomy and philosophy classes, how long each of them has been teaching, and whether they are on site for the whole course. A school with a famous founder who appears for one lecture is not the same as a school where experienced teachers are with you every day.

Look at the curriculum hour by hour. A Yoga Alliance registered 200-hour course must cover technique, teaching methodology, anatomy and physiology, philosophy and ethics, and a practicum. Ask how many hours go to each and, especially, when you start practising teaching. Courses that leave teaching practice to the last few days produce nervous graduates.

Group size matters more than almost anything else. Twelve to twenty students lets a teacher see every body in the room and answer every question. In groups of forty, you will be one of many mats, and adjustments become rare.

Ask for the daily schedule. Most courses run from about 6 am to 8 pm, six days a week. That is intense, and it is meant to be, but check that there is a real rest day and some free time in the afternoons. Burnout in week three is common, and it is harder to learn when you are exhausted.

Find out what the price includes. Accommodation, three meals a day, course manuals, excursions and the certificate are usually part of the package, but not always. Compare like with like, and ask about the room you will actually sleep in: shared or private, attached bathroom or not, hot water or not.

Read reviews from recent graduates and, if you can, talk to one. Ask what surprised them, what they would change, and whether they felt ready to teach at the end. Their answers will tell you more than any brochure.

Finally, think about why you want to train. Some people want to teach; many simply want to deepen their own practice. Both are good reasons, but they point to different courses. Be honest with yourself, and choose the school whose teachers you would happily learn from for a month.`,
  },
  {
    title: "Ganga Aarti Etiquette: Joining the Evening Ceremony with Respect",
    category: "spiritual",
    excerpt:
      "What happens during the evening aarti, where to sit, what to wear, and the small gestures that turn a spectator into a participant.",
    photo: "1561361058-c24cecae35ca",
    tags: ["ganga aarti", "etiquette", "triveni ghat", "ceremony"],
    readTime: 6,
    isPublished: true,
    daysAgo: 41,
    content: `Every evening at sunset, priests on the ghats of Rishikesh wave great brass lamps towards the Ganges while bells ring and hundreds of voices sing. The aarti is an offering of light to the river, which Hindus revere as a goddess. Visitors are welcome, and a little understanding goes a long way.

Arrive early. At Triveni Ghat the crowd builds from about half an hour before sunset, and the best places on the steps fill quickly. Sit where the locals sit, and leave the front rows near the priests for families who come every day.

Dress modestly. Shoulders and knees covered is the simple rule for everyone. A light shawl is useful both for the temple stops on the way and for the evening chill by the water from November to February.

Take off your shoes before you step onto the ghat itself. There is usually someone who will look after them for a few rupees; otherwise, leave them neatly at the top of the steps.

You can buy a small leaf boat filled with marigolds and a tiny lamp, called a diya, from sellers along the ghat. Light it, hold it for a moment with a wish or a prayer, and set it gently on the water. Do not throw it, and do not leave plastic or packaging behind.

Photographs are generally allowed, but flash in the faces of the priests or worshippers is not. Put your phone away for at least part of the ceremony; it is hard to feel anything through a screen.

When the lamps are passed around after the aarti, people cup their hands over the flame and draw the warmth towards their eyes and forehead. If the lamp comes to you, you are welcome to do the same, or simply to hold your palms together and nod. Donations are received at the end; give what feels right, and give it to the ghat's official collection rather than to anyone who approaches you in the crowd.`,
  },
  {
    title: "Rishikesh in the Monsoon: What Changes and Why It Is Worth It",
    category: "travel",
    excerpt:
      "From July to mid-September the river rises, rafting stops and the hills turn impossibly green. Here is how to visit during the rains.",
    photo: "1501594907352-04cda38ebc29",
    tags: ["monsoon", "weather", "when to visit", "travel tips"],
    readTime: 7,
    isPublished: true,
    daysAgo: 96,
    content: `Most travel guides tell you to avoid Rishikesh in the monsoon. It is true that the rains change the town, but for the right traveller they change it for the better: fewer crowds, lower prices, and hills so green they look painted.

The monsoon usually arrives in late June or early July and lasts until mid-September. Rain tends to come in heavy bursts rather than all day, often in the afternoon and at night, with bright, steamy mornings in between.

The river is the biggest change. The Ganges turns brown with silt from the mountains and rises fast, sometimes covering the lower ghats. Rafting is closed by the authorities for safety, and swimming is dangerous everywhere. Respect the warning signs and the police whistles; people drown every year by underestimating the current.

Yoga schools stay open, and the quieter season suits serious study. Many schools offer lower prices in July and August, and class sizes are smaller. Ayurvedic doctors traditionally consider the rainy season ideal for panchakarma, because the body is thought to respond especially well to cleansing treatments at this time.

Travel needs more patience. Landslides can close the mountain roads beyond Rishikesh for hours or days, so do not plan a trek to the high Himalaya on a tight schedule. Within town, the roads are fine, but scooters on wet hill roads need care.

Pack a light rain jacket, quick-drying clothes and sandals with a good grip. Leather shoes and heavy denim will never dry. Keep your phone and passport in a zip bag, and carry mosquito repellent, as the damp weather brings more insects.

If you come in the monsoon, slow down. Sit in a café while the rain hammers the tin roofs, watch the clouds pour over the hills, and enjoy a Rishikesh that belongs mostly to its residents.`,
  },
  {
    title: "Panchakarma Basics: What an Ayurvedic Detox Really Involves",
    category: "wellness",
    excerpt:
      "Panchakarma is more than a massage holiday. A plain-language guide to the stages, the daily routine and how to choose a clinic.",
    photo: "1600334129128-685c5582fd35",
    tags: ["ayurveda", "panchakarma", "detox", "healing"],
    readTime: 10,
    isPublished: true,
    daysAgo: 58,
    content: `Panchakarma means "five actions" in Sanskrit, and it is the deepest cleansing programme in ayurveda. In Rishikesh you will see it offered everywhere, from serious clinics to hotels with a spa menu. Knowing what it actually involves will help you choose well.

Every genuine programme starts with a consultation. An ayurvedic doctor, called a vaidya, will ask about your health, digestion, sleep and habits, read your pulse and decide on your constitution and current imbalances. The treatments that follow are chosen for you; if a clinic offers the same fixed package to everyone without a proper consultation, look elsewhere.

The first stage is preparation, called purvakarma. For several days you will receive daily oil massages and herbal steam, and usually drink small amounts of medicated ghee each morning. The aim is to loosen toxins and move them towards the digestive tract, from where they can be removed.

The main stage uses one or more of the five cleansing therapies, depending on your needs: therapeutic vomiting, purgation, medicated enemas, nasal treatments and, more rarely, bloodletting. Not everyone receives all five, and a careful doctor will explain each one and why it has been chosen before it begins.

The final stage, paschatkarma, is often overlooked but matters just as much. Your digestion is rebuilt slowly with a light diet, usually starting with rice gruel and moving to kitchari and simple vegetables. Rushing back to rich food or alcohol undoes much of the work.

Plan for at least seven days, and ideally fourteen to twenty-one. Expect to feel tired, emotional or simply odd at times; this is normal, and a good clinic will check on you daily. Avoid strenuous activity, late nights and cold drinks during the programme.

When choosing a clinic, ask who the doctors are and what qualifications they hold, whether meals are prepared according to the treatment, and how often the doctor will see you. Clean treatment rooms, experienced therapists and separate rooms for men and women are good signs. A genuine panchakarma is demanding, but for many people it is the reset they came to Rishikesh for.`,
  },
  {
    title: "Rafting Season on the Ganges: Stretches, Grades and Safety",
    category: "travel",
    excerpt:
      "Which stretch to book, what the rapid grades mean, and the safety questions every rafting operator should be able to answer.",
    photo: "1530866495561-507c9faab2ed",
    tags: ["rafting", "adventure", "shivpuri", "safety"],
    readTime: 8,
    isPublished: true,
    daysAgo: 150,
    content: `White-water rafting on the Ganges is one of the best introductions to river sport in Asia. The season runs from about mid-September to the end of June, closing for the monsoon when the water is too high and fast to run safely.

Trips are sold by distance, and each stretch ends in Rishikesh. The shortest, from Brahmpuri, is a gentle float suitable for children and nervous first-timers. The popular sixteen-kilometre run from Shivpuri includes several named rapids of grade two and three, and takes about two to three hours. The twenty-six-kilometre trip from Marine Drive adds bigger rapids, and the thirty-six-kilometre run from Kaudiyala is a full day on the river.

Rapids are graded from one, which is moving water with small waves, to six, which is not runnable. Most rapids around Rishikesh are grade two to three, with a few reaching grade three plus or four when the water is higher in spring. That is exciting but manageable for healthy adults who can follow instructions.

Before you book, ask the operator a few questions. Are the guides certified, and for how long have they guided on this river? Will there be a safety kayaker with your raft? Are helmets and life jackets in good condition, and will they be fitted properly before you set off? A reputable company will answer without hesitation.

Listen carefully to the safety briefing on the beach. You will learn how to paddle on command, how to hold on, and what to do if you fall in: float on your back, feet downstream and up, and wait for the guide or kayaker to reach you.

Wear quick-drying clothes and secure sandals, not flip-flops. Sunscreen is essential, as the reflection off the water burns fast. Leave valuables at your hotel, and take only what can get soaked.

Spring, from March to May, brings warmer water and slightly bigger rapids; October and November offer clear water and cooler days. Either way, a morning on the river is one of the great joys of a visit to Rishikesh.`,
  },
  {
    title: "Eating Sattvic: A Guide to Rishikesh's Vegetarian Kitchens",
    category: "wellness",
    excerpt:
      "Why there is no meat or alcohol in town, what sattvic food actually is, and how to eat well and stay healthy while you are here.",
    photo: "1512621776951-a57141f2eefd",
    tags: ["food", "sattvic", "vegetarian", "ayurveda", "health"],
    readTime: 6,
    isPublished: true,
    daysAgo: 75,
    content: `Rishikesh is a holy town, and meat, eggs in many places, and alcohol are not sold within the municipal limits. For visitors this is less a restriction than an invitation: the vegetarian cooking here is among the most varied and thoughtful in India.

Sattvic food comes from yogic and ayurvedic thinking. It is food believed to bring clarity and calm: fresh vegetables, fruits, whole grains, lentils, nuts, milk, ghee and gentle spices. Foods considered stimulating or heavy, such as onion, garlic, very spicy dishes, fried food and anything stale, are avoided in strictly sattvic kitchens.

You do not have to eat strictly sattvic to enjoy the idea. Many cafés offer a sattvic thali at lunch alongside their regular menu: a metal tray with dal, a vegetable curry, rice, chapati, a little yoghurt and a sweet. It is filling without being heavy, and a good introduction to the style.

Kitchari, a soft mix of rice and split mung beans with ghee and cumin, is the comfort food of ayurveda. It is easy to digest, and it is what clinics serve during detox programmes. If your stomach is struggling after travel, a bowl of kitchari is the local answer.

A few habits help you stay well. Drink filtered water and refill your bottle at cafés that offer it rather than buying plastic. Eat where the food is cooked fresh and the place is busy. Be careful with cut fruit and salads from stalls in the first days, and wash your hands before eating.

Try a cooking class if you can. Learning to temper spices in hot ghee and to balance a simple dal is a souvenir you will use every week at home, long after your trip is over.`,
  },
  {
    title: "Starting a Meditation Practice by the River",
    category: "meditation",
    excerpt:
      "You do not need a retreat or a guru to begin. Simple ways to start meditating in Rishikesh, and how to keep going when you get home.",
    photo: "1545389336-cf090694435e",
    tags: ["meditation", "beginners", "breath", "daily practice"],
    readTime: 5,
    isPublished: true,
    daysAgo: 110,
    content: `Many people come to Rishikesh hoping to learn meditation and then feel overwhelmed by the choice of teachers, techniques and traditions. The good news is that starting is simple, and the town makes it easier than almost anywhere else.

Begin with ten minutes a day. Sit somewhere you will not be disturbed, on a cushion or a chair, with your back upright but not stiff. Close your eyes, and notice the breath moving in and out at the nostrils. When your mind wanders, and it will, notice where it went and come back to the breath. That returning is the practice.

Use the river. The steady sound of the Ganges is a natural anchor for attention. Early morning on a quiet ghat, before the bells and traffic start, is an ideal time to sit. Many people find that the sound helps them settle faster than silence does.

Join a few guided sessions. Several halls offer free or donation-based meditation every morning and evening. Try different styles: breath awareness, mantra, yoga nidra, walking meditation. Notice which one you look forward to; that is the one you are most likely to continue.

Keep it light. Meditation is not about emptying the mind or reaching special states. Some days will feel calm and some will feel restless. Both count. What matters is sitting down again tomorrow.

Before you leave, decide on a time and place for your practice at home. Tie it to something you already do every day, such as after brushing your teeth or before your first coffee. Rishikesh can show you how meditation feels; your daily life is where it becomes yours.`,
  },
  {
    title: "Ten Days Without Talking: What a Silence Retreat Teaches You",
    category: "meditation",
    excerpt:
      "What really happens on a silent meditation retreat, the hard days and the good ones, and how to prepare for your first.",
    photo: "1508672019048-805c876b67e2",
    tags: ["silence retreat", "vipassana", "meditation", "retreats"],
    readTime: 8,
    isPublished: true,
    daysAgo: 190,
    content: `The first day of a silence retreat is easy. You hand in your phone, take a vow of silence, and settle into a simple routine of sitting, walking, eating and sleeping. It feels restful, even luxurious. Then, usually on day two or three, your mind starts to protest.

Without conversation, screens or music, thoughts get loud. Memories surface, old worries return, and the body aches from long hours of sitting. Many people want to leave at this point. Teachers know this and will often tell you in advance: the difficult middle is part of the process, not a sign you are doing it wrong.

Somewhere around day five, something usually shifts. The mind grows quieter, not because it has been forced into silence, but because it has run out of urgency. You begin to notice small things: the taste of rice, the sound of your own footsteps, the way a thought arises and passes on its own.

The last days often bring a deep calm and, for many people, a new kind of clarity about their lives. This is not guaranteed, and it is not the point. The point is to see how your mind works when nothing is distracting it.

To prepare, start sitting for twenty or thirty minutes a day for a few weeks before you go. Reduce caffeine gradually so that you do not face withdrawal headaches on top of everything else. Pack warm layers, as meditation halls can be cold at dawn, and comfortable loose clothing.

When the silence ends, go gently. Talking feels strange at first, and the noise of the town can be overwhelming. Give yourself a day or two before travelling on, and notice which of the habits you found in silence you want to keep.`,
  },
  {
    title: "The Temples Between the Bridges: A Walking Route",
    category: "spiritual",
    excerpt:
      "A half-day walk linking the temples, ashrams and ghats between Laxman Jhula and Ram Jhula, with the stories behind each stop.",
    photo: "1609766857041-ed402ea8069a",
    tags: ["temples", "walking route", "ashrams", "swarg ashram"],
    readTime: 7,
    isPublished: false,
    daysAgo: 5,
    content: `This walk covers about four kilometres and is best started early, around seven, when the temples are busy with morning worship and the path along the river is still cool.

Begin on the west bank at Laxman Jhula, near the thirteen-storey temple that towers above the bridge. Each floor holds shrines to different deities, and the climb to the top rewards you with a view over the river and the town.

Cross the river and turn right along the east bank. The path winds past small shrines, chai stalls and the gates of ashrams, many of which welcome visitors to their gardens and evening satsangs.

[Draft: add the stops at Gita Bhawan and Swarg Ashram, the walk along the ghats to Ram Jhula, and a short note on temple etiquette.]`,
  },
  {
    title: "Getting Around Rishikesh: Taxis, Shared Jeeps and Scooters",
    category: "guides",
    excerpt:
      "How to get from the airport, between the bridges and out to the temples and rafting beaches, with rough prices and tips.",
    photo: "1558981806-ec527fa84c39",
    tags: ["transport", "taxis", "scooters", "airport"],
    readTime: 6,
    isPublished: false,
    daysAgo: 3,
    content: `Rishikesh is spread out along both banks of the Ganges, and while much of it is walkable, you will need transport sooner or later.

From Dehradun's Jolly Grant airport, a taxi takes about forty minutes. Pre-book through your stay or a local taxi service for a fixed price, or use the prepaid counter in the arrivals hall.

Shared tempos and jeeps run between the main points in town and are the cheapest way to get around. Ask a local which one to take and confirm the fare before getting in.

[Draft: add scooter rental rules, the bridges you can and cannot ride across, and prices for the usual day trips.]`,
  },
  {
    title: "Hatha, Ashtanga or Vinyasa? Finding Your Style",
    category: "yoga",
    excerpt:
      "A short guide to the yoga styles you will find on the class boards of Tapovan, and which one might suit you.",
    photo: "1544367567-0f2fcb009e0b",
    tags: ["yoga styles", "hatha", "ashtanga", "vinyasa"],
    readTime: 4,
    isPublished: false,
    daysAgo: 8,
    content: `Walk through Tapovan and you will see class boards offering hatha, ashtanga, vinyasa, yin, kundalini and more. The names can be confusing, but each style has a clear character.

Hatha classes in Rishikesh usually hold postures for longer, with attention to breath and alignment. They are a good starting point for most people.

Ashtanga follows a fixed sequence of postures linked by breath, practised either as a led class or in the Mysore style, where each student works at their own pace.

[Draft: add vinyasa, yin and kundalini, and a short section on how to choose.]`,
  },
];
