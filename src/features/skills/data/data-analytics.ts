import { defineSkills } from "./define";

export const dataAnalyticsSkills = defineSkills("data-analytics", `
SQL | Structured Query Language
PostgreSQL | Postgres
MySQL
Microsoft SQL Server | SQL Server, MSSQL
Oracle Database | Oracle DB, Oracle SQL
PL/SQL
T-SQL | Transact-SQL
SQLite
MongoDB | Mongo
Redis
Elasticsearch | Elastic Search, OpenSearch
Apache Cassandra | !Cassandra
DynamoDB | Amazon DynamoDB
Snowflake
BigQuery | Google BigQuery
Amazon Redshift | Redshift
Databricks
Apache Spark | !Spark, PySpark
Hadoop | Apache Hadoop
Apache Kafka | !Kafka
Apache Airflow | !Airflow
!dbt | data build tool
ETL | Extract transform load, ELT
Data Warehousing | Data warehouse
Data Modeling | Data modelling
Database Administration | DBA
Database Design
Data Engineering
Data Pipelines
Data Analysis | Data analytics
Data Visualization | Data visualisation
Business Intelligence | BI
Tableau
Microsoft Power BI | Power BI, PowerBI
Looker
Qlik | QlikView, Qlik Sense
Google Analytics | GA4
Statistics | Statistical analysis
!R | R programming, R language, RStudio
SAS | SAS programming
SPSS | IBM SPSS
Stata
!pandas | Python pandas
NumPy
Jupyter | Jupyter Notebook
Machine Learning | ML
Deep Learning
Artificial Intelligence | AI
Natural Language Processing | NLP
Computer Vision
Generative AI | GenAI
Large Language Models | LLMs, LLM
Prompt Engineering
TensorFlow
PyTorch
scikit-learn | sklearn
Predictive Modeling | Predictive analytics
Regression Analysis | Linear regression
A/B Testing | Split testing
Data Mining
Data Cleaning | Data cleansing, Data wrangling
Data Governance
Data Quality
Master Data Management
Big Data
Reporting and Dashboards | Dashboards, KPI dashboards
Forecasting | Demand forecasting
Quantitative Analysis
Geographic Information Systems | GIS, ArcGIS
Alteryx
SSIS | SQL Server Integration Services
SSRS | SQL Server Reporting Services
Data Validation
MLOps
`);
