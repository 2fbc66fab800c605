// Placeholder until the dataset lands: reports that there is nothing to check yet.
console.log('data:check: no dataset yet');
