import PetPoll
