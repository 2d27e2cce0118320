import type { Faker, LocaleDefinition } from '@faker-js/faker';

/**
 * Names of people in the generated data: curated Indian given names and surnames, grouped by the
 * region or community they are common in, so a Punjabi given name comes with a Punjabi surname.
 * Faker's own en_IN lists are not used for people: their surnames include non-Indian ones
 * ("Abbott") and its full names add "Mr." or "PhD" and double-barrelled surnames.
 * Every name is one word, so a full name is exactly "<given name> <surname>".
 */
interface NameGroup {
  /** How common the group is among the drivers and staff the console shows. */
  weight: number;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** Surnames of women where they differ (Sikh women are Kaur, not Singh). */
  femaleSurnames?: readonly string[];
}

/** The names in a text, separated by spaces and line breaks. */
const words = (text: string) => text.trim().split(/\s+/);

const NAME_GROUPS: readonly NameGroup[] = [
  {
    // Hindi-speaking north and centre.
    weight: 32,
    male: words(`
      Ajay Amit Anil Arvind Ashok Deepak Devendra Dharmendra Dinesh Ganesh Hemant Jitendra
      Kamlesh Lakhan Mahesh Manoj Mukesh Naresh Pankaj Pawan Pramod Rahul Rajesh Rakesh Ramesh
      Sanjay Santosh Shyam Sunil Suresh Umesh Vijay Vikas Vinod Yogesh Brijesh Raghav Shailendra
      Virendra Awadhesh Vikram
    `),
    female: words(`
      Anita Geeta Kavita Manju Neha Pooja Poonam Priya Rekha Ritu Sangeeta Sarita Seema Sunita
      Usha Vandana Anjali Shalini
    `),
    surnames: words(`
      Sharma Verma Yadav Gupta Mishra Tiwari Pandey Dubey Shukla Tripathi Srivastava Chauhan
      Rathore Thakur Saxena Agarwal Jain Rawat Bisht Negi Tyagi Meena Gurjar Chaudhary Pathak
      Awasthi Kumar
    `),
  },
  {
    // Punjab and Haryana, where many truck drivers come from.
    weight: 14,
    male: words(`
      Gurpreet Harpreet Jaspreet Manpreet Balwinder Kuldeep Jaswant Harjinder Sukhwinder Baldev
      Gurdeep Paramjit Amarjit Lakhwinder Satnam Rajinder Surinder Jagdeep
    `),
    female: words(`
      Harleen Simran Gurleen Navjot Manjeet Jasleen Rajwinder
    `),
    surnames: words(`
      Singh Sandhu Sidhu Dhillon Grewal Gill Brar Bajwa Randhawa Malik Sangwan Dahiya Hooda
    `),
    femaleSurnames: words(`
      Kaur Sandhu Sidhu Dhillon Grewal Gill Brar Bajwa Randhawa Malik Sangwan Dahiya Hooda
    `),
  },
  {
    // Maharashtra and Gujarat.
    weight: 15,
    male: words(`
      Sachin Santosh Sandeep Ganesh Prakash Nitin Vishal Amol Sagar Tushar Mahendra Dilip Bharat
      Hitesh Jignesh Kalpesh Mehul Bhavesh Prashant Swapnil
    `),
    female: words(`
      Ashwini Madhuri Shraddha Swati Sneha Bhavna Hetal Komal Jyoti Manisha
    `),
    surnames: words(`
      Patil Jadhav Pawar Shinde Deshmukh Kulkarni Gaikwad Chavan More Kale Sawant Bhosale Patel
      Desai Mehta Shah Solanki Parmar
    `),
  },
  {
    // The south: Tamil Nadu, Karnataka, Andhra Pradesh, Telangana and Kerala.
    weight: 19,
    male: words(`
      Murugan Senthil Karthik Venkatesh Srinivas Ravi Raju Suresh Nagaraj Manjunath Prasad Anand
      Selvam Muthu Balaji Ramesh Krishnan Vinay Sreenivasan Arun Harish Girish Anoop Rajeev
    `),
    female: words(`
      Lakshmi Revathi Selvi Padma Kavya Divya Deepa Meena Malini Sowmya Anusha Radha Asha
    `),
    surnames: words(`
      Reddy Naidu Rao Gowda Iyer Nair Menon Pillai Krishnan Subramanian Pandian Nadar Shetty
      Hegde Naik Kamath Murthy Chettiar Kurup Varma
    `),
  },
  {
    // The east and north-east: Bengal, Odisha, Bihar, Jharkhand and Assam.
    weight: 10,
    male: words(`
      Subhash Sourav Debashis Pradip Tapan Biswajit Sanjib Ranjit Bikash Manas Prasanta Dipankar
      Rajib Arup
    `),
    female: words(`
      Moumita Sushmita Rupa Mitali Puja Sangita Rina Mousumi
    `),
    surnames: words(`
      Das Ghosh Banerjee Mukherjee Chatterjee Bose Sen Dutta Roy Sarkar Mondal Behera Mohanty
      Sahu Pradhan Gogoi Bora Mahato
    `),
  },
  {
    // Muslim names, across the country.
    weight: 10,
    male: words(`
      Imran Irfan Salim Javed Rafiq Aslam Shahid Anwar Zakir Farhan Sajid Naseem Akbar Wasim
      Mustafa Iqbal
    `),
    female: words(`
      Shabana Farida Nasreen Rukhsar Ayesha Zainab Nazia Shaheen
    `),
    surnames: words(`
      Khan Ansari Shaikh Qureshi Siddiqui Ahmed Pathan Mirza
    `),
  },
];

const unique = (pick: (group: NameGroup) => readonly string[]) => [
  ...new Set(NAME_GROUPS.flatMap(pick)),
];

const WEIGHTED_GROUPS = NAME_GROUPS.map((value) => ({ weight: value.weight, value }));

/** Every given name and every surname the generated data may use. */
export const INDIAN_GIVEN_NAMES: ReadonlySet<string> = new Set(
  unique((group) => [...group.male, ...group.female]),
);
export const INDIAN_SURNAMES: ReadonlySet<string> = new Set(
  unique((group) => [...group.surnames, ...(group.femaleSurnames ?? [])]),
);

interface PersonName {
  firstName: string;
  lastName: string;
  fullName: string;
}

/**
 * A given name and a surname from the same group; `sex` picks the given names to draw from
 * (either, when not given).
 */
export function indianName(
  faker: Faker,
  sex: 'male' | 'female' = faker.helpers.arrayElement(['male', 'female'] as const),
): PersonName {
  const group = faker.helpers.weightedArrayElement(WEIGHTED_GROUPS);
  const firstName = faker.helpers.arrayElement(group[sex]);
  const lastName = faker.helpers.arrayElement(
    sex === 'female' ? (group.femaleSurnames ?? group.surnames) : group.surnames,
  );
  return { firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/** A surname alone, for names such as "Sharma Roadlines" or "Yadav Dhaba". */
export function indianSurname(faker: Faker): string {
  return faker.helpers.arrayElement(faker.helpers.weightedArrayElement(WEIGHTED_GROUPS).surnames);
}

/**
 * A locale layer with the same lists, placed before en_IN in every seeded Faker, so that a
 * `faker.person.*` call added later still gives an Indian "<given name> <surname>" (no prefix,
 * suffix or double-barrelled surname).
 */
export const indianPeople: LocaleDefinition = {
  person: {
    first_name: {
      male: unique((group) => group.male),
      female: unique((group) => group.female),
    },
    last_name: { generic: [...INDIAN_SURNAMES] },
    last_name_pattern: { generic: [{ value: '{{person.last_name.generic}}', weight: 1 }] },
    name: [{ value: '{{person.firstName}} {{person.lastName}}', weight: 1 }],
  },
};
